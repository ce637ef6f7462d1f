import { describe, expect, it } from 'vitest';
import {
  hasProfanity,
  isHedged,
  isHousekeeping,
  isQuestion,
  isStatement,
  maskProfanity,
} from './passage-rules';

describe('passage rules', () => {
  it.each([
    'This episode is brought to you by GreenBin.',
    'Use promo code COMPOST for twenty percent off.',
    "Don't forget to subscribe and leave us a review.",
    'Welcome back to Green Blocks, the show about cities.',
    'Thanks for having us, Jane.',
    'Check out our website for the full list.',
    'Follow me on Twitter where I am @mkennedy.',
    "That's all for today, see you next week.",
    'Listeners, please check out podcastindex.org and download a new app.',
    'Join us on this episode of Talk Python To Me, number 305, recorded February 17th, 2021.',
    "Let's take a quick break while I fix the sound.",
  ])('knows sponsor reads and show housekeeping: %s', (text) => {
    expect(isHousekeeping(text)).toBe(true);
  });

  it.each([
    'Contamination is the real enemy of city compost.',
    'Community gardens are the best partners for a compost program.',
    'We thank nobody for the methane that landfills release.',
  ])('lets the content through: %s', (text) => {
    expect(isHousekeeping(text)).toBe(false);
  });

  it('finds profanity as whole words only, and masks it', () => {
    expect(hasProfanity('Our first bin was a fucking disaster.')).toBe(true);
    expect(hasProfanity('That shit smelled for weeks.')).toBe(true);
    expect(hasProfanity('We assess the class in Scunthorpe with Dickens and a cocktail.')).toBe(false);
    expect(maskProfanity('What the hell, that shit again')).toBe('What the hell, that s*** again');
  });

  it('refuses questions, hedges and lines of talk as statements', () => {
    expect(isQuestion('Why should a city compost at all?')).toBe(true);
    expect(isQuestion('Tell us how it started.')).toBe(true);
    expect(isQuestion('Kevin, why did you want to start doing video.')).toBe(true);
    expect(isQuestion('What we provide is a platform for experiments.')).toBe(false);
    expect(isHedged('I think maybe it depends on the neighbourhood, I guess.')).toBe(true);
    for (const text of [
      "I don't do that much stuff with compost these days.",
      'Why should a city compost at all?',
      'It probably depends on the weather.',
      'Tom, you did not like register windows.',
      'Oops this is now coming apart, let me just put the top in.',
      "Mr. Chair, I'd like to thank the member for his question.",
    ])
      expect(isStatement(text), text).toBe(false);
    expect(isStatement('Contamination is the real enemy of city compost.')).toBe(true);
    expect(isStatement('Smell almost always means the pile is too wet.')).toBe(true);
  });
});
