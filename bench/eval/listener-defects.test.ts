import { describe, expect, it } from 'vitest';
import { defectClasses, reportDefects, type ReportOutput } from './defects';
import {
  hasVerbWord,
  listenerDefects,
  summaryBodySentences,
  talkLikeSentence,
  thinLearning,
} from './listener-defects';

const points = [
  'Small pull requests get reviewed faster than large ones.',
  'A hive that loses its queen in autumn rarely survives the winter.',
  'If you run a large system, keep the data close to the machines that train on it.',
  'It is worth measuring the time from commit to production.',
  'Teams should review every change before it ships.',
];

describe('the listener’s check of a sentence', () => {
  it.each([
    ['Are the hives ready for the winter?', /question/],
    ['Do we keep the old hives on the roof', /question/],
    ['I kept two hives on the bakery roof for years.', /own story/],
    ['We were losing a colony every winter back then.', /own story/],
    ['The roof is windy, I never liked it.', /own story/],
    ['Maybe the wind matters more than the sun.', /hedge/],
    ['The hives sort of need a windbreak.', /hedge/],
    ['Sorry about that, the second hive was empty.', /apology/],
    ['Can you hear me now on the new microphone?', /question/],
    ['Let me just close this window for a moment.', /own story|recording/],
    ['We are still recording the second half today.', /recording/],
    ['See you all in half an hour.', /recording/],
    ['Yeah, okay, right.', /backchannel/],
    ['Okay so the budget goes to the new hives.', /backchannel/],
    ['Only for television On the market you can buy one.', /starts over/],
    ['We obviously, we love the new hives on the roof.', /starts over/],
    ['Sounds like a fun place to keep bees.', /reaction/],
    ['B maybe the roof is a little too windy for a hive.', /piece of a word/],
    ['You don’t usually have to you’re usually sending small packets.', /starts over/],
    ['We are very good at like giving people credit for their hives.', /starts over/],
    ['It’s starting to become a big deal for the city.', /referent/],
    ['Spark has bunch of registers, more than the other chips.', /article lost/],
    ['Go ahead, the honourable member for the north.', /recording/],
    ['We have mentioned a couple of the hives on the roof.', /recording/],
    ['You don’t want to I hate small buttons on a remote.', /own story|starts over/],
    ['The hives need a a windbreak in the winter.', /broken off|article/],
    ['Check the varr varroa count in the spring.', /broken off/],
    ['The honey from the roof is for the.', /cut off/],
    ['Adam, nice to meet you at last.', /addressed|recording/],
    ['The forty hives, I already told you.', /own story|addressed/],
    ['The committee agreed that she leads the review.', /"he" or "she"/],
    ['If you needed more hives for the roof.', /subordinate/],
    ['Simplification of symbols for the menu.', /no verb/],
    ['It needs a windbreak before the first frost.', /referent/],
    ['They were running old software at the time.', /referent/],
  ])('fires on %j', (sentence, why) => {
    expect(talkLikeSentence(sentence)).toMatch(why);
  });

  it.each(points)('stays quiet on the point %j', (sentence) => {
    expect(talkLikeSentence(sentence)).toBeNull();
  });

  it('lets a sentence that follows another of its learning point back with "It"', () => {
    expect(talkLikeSentence('It also hides stale data.')).toMatch(/referent/);
    expect(talkLikeSentence('It also hides stale data.', true)).toBeNull();
  });

  it('finds a verb by its own word lists', () => {
    expect(hasVerbWord('Bees need water.')).toBe(true);
    expect(hasVerbWord('The colony swarmed in May.')).toBe(true);
    expect(hasVerbWord('The keeper told the club.')).toBe(true);
    expect(hasVerbWord('A very good point about the hives.')).toBe(false);
  });
});

describe('thin key learnings', () => {
  const detail = 'Every hive on a windy roof needs a windbreak before the first frost.';
  it.each([
    ['Windbreaks', detail, /too short to state/],
    ['Make it work on roofs', detail, /leans on "it"/],
    ['Teletext has that option', detail, /points at something/],
    ['Spark has bunch of registers', detail, /cut mid-phrase/],
    ['Every hive needs a lot', detail, /cut/],
    ['Beekeepers prefer a new type', detail, /cut off/],
    ['Open up the hive and let’s', detail, /cut off/],
    ['You have to draw a cat', 'You have to draw a cat.', /too short to carry/],
    [
      'You bring up vector databases',
      'You bring up vector databases for the search index of the app.',
      /picks up/,
    ],
    [
      'As you said, rooms matter',
      'As you said, a quiet room matters more than an expensive microphone.',
      /picks up/,
    ],
    [
      'That one works better',
      'That one works better for long recordings on the road, every single time.',
      /leans on|points/,
    ],
  ])('fires on %j', (title, text, why) => {
    expect(thinLearning(title, text)).toMatch(why);
  });

  it('stays quiet on a claim with a title that states it', () => {
    expect(thinLearning('Every hive needs a windbreak', detail)).toBeNull();
    expect(
      thinLearning(
        'Spark has a bunch of registers',
        'Spark has a bunch of registers, far more than x86 has.',
      ),
    ).toBeNull();
  });
});

describe('the listener’s check of a report', () => {
  const report: ReportOutput = {
    title: 'Rooftop bees',
    summary: [
      'Ann and Bo talk about rooftop hives, then winter feeding.',
      'Small pull requests get reviewed faster than large ones, says Ann Lee. Teams should review every change before it ships.',
      'A hive that loses its queen in autumn rarely survives the winter.',
    ].join('\n\n'),
    keyLearnings: [
      {
        title: 'Every hive needs a windbreak',
        detail: 'Every hive on a windy roof needs a windbreak before the first frost.',
      },
      { title: 'Small pull requests get reviewed faster', detail: points[0] as string },
      { title: 'Teams should review every change', detail: points[4] as string },
    ],
    quotes: null,
    chapters: null,
  };

  it('reads every sentence of the summary, its opening line too, attribution off', () => {
    expect(summaryBodySentences(report.summary)).toEqual([
      'Ann and Bo talk about rooftop hives, then winter feeding.',
      'Small pull requests get reviewed faster than large ones.',
      'Teams should review every change before it ships.',
      'A hive that loses its queen in autumn rarely survives the winter.',
    ]);
  });

  it('finds nothing in a report of points told in prose', () => {
    expect(listenerDefects(report)).toEqual([]);
  });

  it('counts talk in the summary and the learnings, and thin learnings, as their own classes', () => {
    expect(defectClasses).toEqual(expect.arrayContaining(['talk-like-summary-sentence', 'thin-learning']));
    const bad: ReportOutput = {
      ...report,
      summary: `${report.summary} Sorry about that, I just escape this one.`,
      keyLearnings: [
        ...report.keyLearnings,
        {
          title: 'Spark has bunch',
          detail: 'Spark has bunch of registers, far more than the other chips had.',
        },
        {
          title: 'Hives need a windbreak',
          detail: 'Maybe the hives need a windbreak before the frost comes in.',
        },
      ],
    };
    const found = reportDefects(bad, ['Ann Lee']).map((d) => `${d.class} ${d.field}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'talk-like-summary-sentence summary',
        'thin-learning keyLearnings[3]',
        'talk-like-learning keyLearnings[4].detail',
      ]),
    );
  });
});
