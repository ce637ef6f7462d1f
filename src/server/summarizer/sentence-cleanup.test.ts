import { describe, expect, it } from 'vitest';
import { carriesMarkup, cleanSentence } from './sentence-cleanup';

describe('cleanSentence', () => {
  it.each([
    'Shame on you, you know better.',
    'I know that that works.',
    'She had had enough of it.',
    'Like most beginners, I ignored the mites.',
    'Now we split the strong colonies.',
    'It was a very very long day.',
    'No, no, no, that is wrong.',
    "I'm making it work.",
  ])('never removes words that carry meaning: %s', (sentence) => {
    expect(cleanSentence(sentence)).toBe(sentence);
  });

  it.each([
    ['I, I think the the price is fair.', 'I think the price is fair.'],
    ['I hate I hate looking at tiny buttons.', 'I hate looking at tiny buttons.'],
    ['Havi having said that, it works.', 'Having said that, it works.'],
    ['You you should count the mites.', 'You should count the mites.'],
    ['The design of th technical functions matters.', 'The design of technical functions matters.'],
    ['We need, you know, more bins.', 'We need more bins.'],
    ["It's, like, a real problem for us.", "It's a real problem for us."],
    ['Um, so the price is twenty five euros.', 'The price is twenty five euros.'],
    ['And so, yeah, the point is simple', 'The point is simple.'],
  ])('removes fillers and stutters: %s', (raw, clean) => {
    expect(cleanSentence(raw)).toBe(clean);
  });

  it('removes transcript annotations, spaced punctuation and entities', () => {
    expect(cleanSentence('{vocalsound} Okay , we start at {gap} nine .')).toBe('We start at nine.');
    expect(cleanSentence('We kept the the lids closed [laughter] all week.')).toBe(
      'We kept the lids closed all week.',
    );
    expect(cleanSentence('Put it in the T_V_ room &amp; the hall.')).toBe(
      'Put it in the TV room & the hall.',
    );
    expect(cleanSentence('<i>Mr. Chair,</i> the minister knows the answer.')).toBe(
      'The minister knows the answer.',
    );
  });
});

describe('carriesMarkup', () => {
  it.each([
    '[Speaker 1] [00:25] And then we started.',
    'Nora Vance: hello there.',
    "Mr. Chris d'Entremont: My question is for the minister.",
    'We said it at 00:12:03 exactly.',
    'Then SPEAKER_01 said nothing.',
    'See <b>this</b> part.',
    '00:00:01,000 --> 00:00:04,000 hello.',
    '**Chris Benson:** I agree.',
  ])('finds a label, timestamp or markup in %s', (text) => {
    expect(carriesMarkup(text)).toBe(true);
  });

  it.each(['We met at noon.', 'The year 2021 was good.', 'Three mites per hundred bees is the signal.'])(
    'lets plain text through: %s',
    (text) => {
      expect(carriesMarkup(text)).toBe(false);
    },
  );
});
