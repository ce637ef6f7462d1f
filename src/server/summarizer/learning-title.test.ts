import { describe, expect, it } from 'vitest';
import {
  claimTitle,
  hasFiniteVerb,
  hasVerb,
  isThinTitle,
  openingTitle,
  shortClaimTitle,
  wholeClaimTitle,
} from './learning-title';

describe('a key learning title that states the claim', () => {
  it.each([
    [
      'The podcast index is the largest directory of podcasts on the internet.',
      'Podcast index is largest directory of podcasts',
    ],
    ["Don't feel guilty about skipping a week.", "Don't feel guilty about skipping a week"],
    [
      'A remote control just sends commands, basic commands to the television.',
      'Remote control sends commands',
    ],
    [
      'Every beekeeper should check the hives for mites in the spring.',
      'Every beekeeper should check hives for mites',
    ],
    ['A second reader catches the mistakes that the author cannot see.', 'Second reader catches mistakes'],
    ['If you keep bees on a roof, every hive needs a windbreak.', 'Every hive needs a windbreak'],
    // Advice to a general "you" or "we" is a headline's order.
    ['You have to check the hives for mites in spring.', 'Check hives for mites'],
    ['We should really test the queen before winter.', 'Test queen before winter'],
    // A headline points at nothing said before it; the perfect is the past; "that" goes.
    ['Beekeepers keep the frames in this spare box.', 'Beekeepers keep frames in spare box'],
    ['Companies have realized that they are losing bees.', 'Companies realized they are losing bees'],
    ["Beekeepers know they're not seeing results.", 'Beekeepers know they are not seeing results'],
    ['Children are off-rolled in some cases.', 'Children are off-rolled in some cases'],
    // Advice with its negation is no order: "N't be creating…" would lose the "should".
    ["You shouldn't be creating a new project from scratch.", "You shouldn't be creating a new project"],
  ])('%j → %j', (sentence, title) => {
    expect(claimTitle(sentence, new Set())).toBe(title);
  });

  it.each([
    ['no clause a reader could take alone', 'Simplification of symbols for the menu.'],
    ['a subject that stands for the line before', 'It is the largest directory of podcasts.'],
    ['the subject of a preposition', 'Being a staff member at the club is a job.'],
    ['nothing said after the verb', 'We will ensure that such a breach does not occur again.'],
    ['a clause cut before its verb', 'We want to make sure that Canadians who need help get it.'],
    ['a participle taken for an order', 'Based decision nodes.'],
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

describe('a short sentence as its own claim', () => {
  it.each([
    ['Teletext has got a subtitle option as well.', 'Teletext has got a subtitle option'],
    ['Viewing usually is cheap or free.', 'Viewing usually is cheap or free'],
  ])('%j → %j', (sentence, title) => {
    expect(shortClaimTitle(sentence, new Set())).toBe(title);
  });

  it.each([
    ['a pronoun for the line before', 'They have got that option as well.'],
    ['an opening of talk', 'No we have to enter the park.'],
    ['nothing said of the subject', 'You can view these as gone.'],
    ['no verb', 'Simplification of symbols for the menu.'],
    ['more than eight words', 'Every hive on a windy roof needs a windbreak of some kind.'],
    ['a pointer whose thing is not in it', 'Teletext has got that option as well.'],
  ])('gives none for %s', (_why, sentence) => {
    expect(shortClaimTitle(sentence, new Set())).toBeNull();
  });
});

describe('the last-resort title', () => {
  it('is a short sentence whole, else its opening words up to a content word', () => {
    expect(openingTitle('Use all the ones at the same time.', new Set())).toBe(
      'Use all the ones at the same time.',
    );
    expect(
      openingTitle(
        'Clear labels with pictures help the older users of the remote find the buttons.',
        new Set(),
      ),
    ).toBe('Clear labels with pictures help the older users');
  });
});

describe('a title that says something', () => {
  it.each([
    ['Podcast index is the largest directory', true],
    ['Use all the ones at the same time', true],
    ['Keep the data close to the machines', true],
    ['Sales rep', false],
    ['Role of mental health', false],
  ])('%j → %s', (title, verb) => {
    expect(hasVerb(title)).toBe(verb);
  });
});

describe('a title too thin to state a claim (issue 29)', () => {
  it.each([
    ['fewer than three words', 'Bees swarm'],
    ['a pointer whose thing is not in it', 'Make it work'],
    ['a demonstrative at the end', 'Teletext has got that option'],
    ['an amount with its article lost', 'Spark has bunch of registers'],
    ['an amount cut before its "of"', 'Every hive needs a lot'],
    ['a kind cut before its "of"', 'Beekeepers prefer a new type'],
    ['a function word at the end', 'Open the hive and let’s'],
  ])('knows %s', (_why, title) => {
    expect(isThinTitle(title)).toBe(true);
  });

  it.each(['Every hive needs a windbreak', 'Spark has a bunch of registers', 'Bees need a lot of water'])(
    'lets %j be',
    (title) => {
      expect(isThinTitle(title)).toBe(false);
    },
  );

  it('cuts a claim after what an amount is of, never on the amount', () => {
    expect(claimTitle('A strong hive has a bunch of spare frames.', new Set())).toBe(
      'Strong hive has a bunch of spare frames',
    );
    // Eight words end inside the phrase of amount: no title rather than "…has a bunch".
    expect(claimTitle('Every strong hive has a bunch of spare frames in the winter.', new Set())).toBeNull();
  });
});

describe('a finite verb', () => {
  it.each([
    ['One of the reasons to keep bees on the roof.', false],
    ['One of the things to praise Spark for.', false],
    ['Keeping bees on a windy roof.', false],
    ['Batch production of your episodes.', false],
    ['Bees need water.', true],
    ['Check the hives in spring.', true],
  ])('%j → %s', (text, finite) => {
    expect(hasFiniteVerb(text)).toBe(finite);
  });
});

describe('the whole sentence as a title, for a detail that goes on from it (ADR 247)', () => {
  it.each([
    ['The idea is to offer support, but with conditions.', 'Idea is to offer support, but with conditions'],
    ['Compost needs air, water and time to work.', 'Compost needs air, water and time to work'],
    [
      'The podcast index is really the largest directory of podcasts.',
      'Podcast index is largest directory of podcasts',
    ],
  ])('%j → %j', (sentence, title) => {
    expect(wholeClaimTitle(sentence, new Set())).toBe(title);
  });

  it.each([
    // Longer than a title once "the" and colouring words are gone: the claim would have to be cut.
    'The federal government should be bringing the community together rather than actively excluding members.',
    // A pronoun whose referent was said before, and a line with no verb.
    'It is the largest directory of podcasts.',
    'A directory of podcasts, with an open API for every app.',
  ])('none for %j', (sentence) => {
    expect(wholeClaimTitle(sentence, new Set())).toBeNull();
  });
});
