import { describe, expect, it } from 'vitest';
import { defectClasses, reportDefects, type ReportOutput } from './defects';
import {
  attributionRate,
  attributionShare,
  isAttributed,
  learningDefects,
  nounPhraseTitle,
  talkLikeLearning,
  triviaLearning,
} from './learning-defects';

const claims = [
  'Small pull requests get reviewed faster than large ones.',
  'A hive that loses its queen in autumn rarely survives the winter.',
  'If you have a complex system, keep the data close to the machines that train on it.',
  'Teams should measure the time from commit to production, because that shows the real speed.',
  'Each reader must be able to act on a learning without hearing the episode. That is the whole test.',
];

describe('noun-phrase titles', () => {
  it.each(['Sales rep', 'Communities safe', 'Role of mental health', 'Infrastructure as code'])(
    'finds no verb in %j',
    (title) => {
      expect(nounPhraseTitle(title)).toMatch(/no verb/);
    },
  );

  it.each([
    'Podcast index is the largest directory of podcasts',
    "Don't feel guilty about skipping a week",
    'Use all the ones at the same time',
    'Every hive needs a windbreak',
  ])('lets the claim %j be', (title) => {
    expect(nounPhraseTitle(title)).toBeNull();
  });
});

describe('talk-like learnings', () => {
  it.each([
    ['Do you think the market will come back?', /question/],
    ['Maybe the cache was the problem all along.', /hedge/],
    ["I don't use register windows anymore because they were painful.", /hedge|first-person/],
    ['My first job was at a bakery in the harbour district.', /first-person/],
    ['We were crushing our old channel by adding video clips.', /first-person/],
    ['We noticed that the clips did better than the full episodes.', /first-person/],
    ['We have an outreach team for the new members.', /first-person/],
    ['In other words, we have a parity error on that board.', /first-person/],
    ['You got into Python through the web framework, back then.', /addressed/],
    ['Of course, yeah, there are new tools coming in all the time.', /filler/],
    ['The release was late, you know, because of the audit.', /filler/],
    ['It is the largest directory of its kind on the internet.', /leans/],
    ['And the second board had a faster clock than the first one.', /leans/],
    ['His question is about adding premium content to the app stores.', /leans/],
    ['The committee agreed that she should lead the second review.', /referent/],
    ['You have to The whole remote control turns green.', /starts over/],
    ['One way to improve your hone your skills is to build things.', /stutters/],
    ['On the old channel it was huge for a while.', /story/],
    ['In that case, the committee will look into the matter.', /leans/],
    ['You can come and build the next release with us.', /first-person/],
    ['You mean the cheaper one with fewer buttons.', /addressed/],
    ['Hopefully the case stays on in the two-handed version.', /hedge/],
    ['Because this automated solution is definitely not working now.', /dependent clause/],
    ['The events are our way of like having something on every week.', /filler/],
  ])('fires on %j', (detail, why) => {
    expect(talkLikeLearning(detail)).toMatch(why);
  });

  it.each(claims)('stays quiet on the claim %j', (detail) => {
    expect(talkLikeLearning(detail)).toBeNull();
  });

  it('lets a following sentence refer back, but holds it to the other rules', () => {
    expect(talkLikeLearning('Caching hides slow queries. It also hides stale data.')).toBeNull();
    expect(talkLikeLearning('Caching hides slow queries. I guess it hides stale data too.')).toMatch(/hedge/);
  });

  it('keeps a generic "he or she" and a "we" that gives advice', () => {
    expect(
      talkLikeLearning('A new manager learns fastest when he or she asks for feedback weekly.'),
    ).toBeNull();
    expect(talkLikeLearning('We need to look at the strengths young people already have.')).toBeNull();
  });
});

describe('trivia and procedure as learnings', () => {
  it.each([
    'You got the top answer there, so your team now controls the board.',
    'We have twenty minutes for the rest of the agenda.',
    "Continuing with questions, we'll go to the honourable member for the north.",
    'The main thing that we are here to talk about today is the new compiler.',
    'In this episode the two founders compare notes on hiring.',
    'See you in half an hour, after the break.',
    'You have about 30 seconds for a question.',
    "First of all, we share the member's concern about small firms.",
  ])('fires on the episode’s own procedure %j', (detail) => {
    expect(triviaLearning(detail, [])).toMatch(/procedure/);
  });

  it('fires on trivia about a speaker, not on a role or a word that is also a role', () => {
    expect(triviaLearning('Tomasz was employee number eight at the company.', ['Tomasz Brandt'])).toMatch(
      /speaker, Tomasz/,
    );
    expect(
      triviaLearning('Marketing found that most users dislike the remote controls they own.', [
        'Marketing',
        'Project Manager',
      ]),
    ).toBeNull();
  });

  it.each(claims)('stays quiet on the claim %j', (detail) => {
    expect(triviaLearning(detail, ['Tomasz Brandt'])).toBeNull();
  });
});

describe('attribution in the summary', () => {
  it('knows an attributed sentence', () => {
    expect(isAttributed('Clips do better than full episodes, says Alma Reyes.')).toBe(true);
    expect(isAttributed('According to Alma Reyes, clips do better.')).toBe(true);
    expect(isAttributed('Alma Reyes says clips do better than full episodes.')).toBe(true);
    expect(isAttributed('Clips do better than full episodes on every channel.')).toBe(false);
    expect(isAttributed('The report says clips do better.')).toBe(false);
  });

  it('fires when more than one sentence in three is attributed', () => {
    const quoted =
      'Clips do better, says Alma Reyes. Full episodes lag behind, says Tomasz Brandt. Video costs more to make.';
    expect(attributionShare(quoted)).toEqual({ attributed: 2, sentences: 3 });
    expect(attributionRate(quoted)).toMatch(/2 of 3/);
  });

  it('stays quiet at one in three or fewer', () => {
    const told =
      'Clips do better than full episodes, says Alma Reyes. Full episodes lag behind. Video costs more to make.';
    expect(attributionRate(told)).toBeNull();
    expect(attributionRate('')).toBeNull();
  });
});

describe('the learning classes in a report', () => {
  const good: ReportOutput = {
    title: 'Shipping small changes',
    summary: 'Small changes ship faster. Reviews stay short. Lead time falls, says Alma Reyes.',
    keyLearnings: claims.slice(0, 3).map((detail, i) => ({ title: `Claim number ${i + 1} holds`, detail })),
    quotes: null,
    chapters: null,
  };

  it('are registered and counted by the report detectors', () => {
    expect(defectClasses).toEqual(
      expect.arrayContaining([
        'talk-like-learning',
        'trivia-learning',
        'attribution-rate',
        'noun-phrase-title',
      ]),
    );
    const bad: ReportOutput = {
      ...good,
      summary:
        'Small changes ship faster, says Alma Reyes. Reviews stay short, says Tomasz Brandt. Lead time falls.',
      keyLearnings: [
        ...good.keyLearnings,
        { title: 'Switched jobs twice', detail: 'I switched jobs twice that year.' },
        { title: 'Tomasz joined early', detail: 'Tomasz joined the company as its eighth employee.' },
        { title: 'Quality assurance', detail: 'A short review queue keeps changes small.' },
      ],
    };
    const classes = reportDefects(bad, ['Alma Reyes', 'Tomasz Brandt']).map((d) => `${d.class} ${d.field}`);
    expect(classes).toEqual(
      expect.arrayContaining([
        'talk-like-learning keyLearnings[3].detail',
        'trivia-learning keyLearnings[4].detail',
        'attribution-rate summary',
        'noun-phrase-title keyLearnings[5].title',
      ]),
    );
  });

  it('find nothing in a report of claims told in prose', () => {
    expect(learningDefects(good, ['Alma Reyes'])).toEqual([]);
  });
});
