import { describe, expect, it } from 'vitest';
import { claimTitle } from './learning-title';

describe('a key learning title that states the claim', () => {
  it.each([
    [
      'The podcast index is the largest directory of podcasts on the internet.',
      'Podcast index is the largest directory of podcasts',
    ],
    ["Don't feel guilty about skipping a week.", "Don't feel guilty about skipping a week"],
    [
      'A remote control just sends commands, basic commands to the television.',
      'Remote control just sends commands',
    ],
    [
      'Every beekeeper should check the hives for mites in the spring.',
      'Every beekeeper should check the hives for mites',
    ],
    [
      'A second reader catches the mistakes that the author cannot see.',
      'Second reader catches the mistakes',
    ],
    ['If you keep bees on a roof, every hive needs a windbreak.', 'Every hive needs a windbreak'],
  ])('%j → %j', (sentence, title) => {
    expect(claimTitle(sentence, new Set())).toBe(title);
  });

  it.each([
    ['no clause a reader could take alone', 'Simplification of symbols for the menu.'],
    ['a subject that stands for the line before', 'It is the largest directory of podcasts.'],
    ['the subject of a preposition', 'Being a staff member at the club is a job.'],
    ['nothing said after the verb', 'We will ensure that such a breach does not occur again.'],
    ['a clause cut before its verb', 'We want to make sure that Canadians who need help get it.'],
  ])('gives none for %s', (_why, sentence) => {
    expect(claimTitle(sentence, new Set())).toBeNull();
  });

  it('never names a speaker and never repeats a title', () => {
    expect(claimTitle('Alma keeps the data close to the machines.', new Set(), ['Alma Reyes'])).toBeNull();
    const taken = new Set<string>();
    expect(claimTitle('Every hive needs a windbreak.', taken)).toBe('Every hive needs a windbreak');
    expect(claimTitle('Every hive needs a windbreak.', taken)).toBeNull();
  });
});
