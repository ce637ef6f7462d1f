import { describe, expect, it } from 'vitest';
import { halfOf } from './corpus-halves';
import { measureLines } from './half-figures';
import {
  echoesDetail,
  emptyMeasures,
  fragmentReason,
  gluedCount,
  isQuotation,
  isTemplateOpener,
  measureReport,
  spokenRegister,
} from './done-measures';

describe('issue 37 measures', () => {
  it('finds a title that only repeats its detail, not one in words of its own', () => {
    expect(
      echoesDetail('Bees swarm when hives get crowded', 'Bees swarm when hives get crowded in May.'),
    ).toBe(true);
    expect(echoesDetail('Hives get crowded', 'In May, hives get crowded and bees swarm.')).toBe(true);
    expect(echoesDetail('Crowded hives swarm', 'Bees swarm when hives get crowded in May.')).toBe(false);
  });

  it('still finds the repeat when the title only drops articles or a weighing word', () => {
    expect(
      echoesDetail('New product should reach new market', 'The new product should reach a new market soon.'),
    ).toBe(true);
    expect(echoesDetail('There are preconditions', 'There are certain preconditions to meet.')).toBe(true);
    // Words far apart in the detail are the title's own sentence, not a copy.
    expect(
      echoesDetail(
        'Bees leave in May',
        'Bees that have no room in the hive and no queen cells leave, often in May.',
      ),
    ).toBe(false);
  });

  it('counts sentences glued without a space, not abbreviations, numbers or addresses', () => {
    expect(gluedCount('Stuck in traffic for one day?My name is Ann. It works.The end.')).toBe(2);
    expect(gluedCount('The U.S. sold 1,000 hives at 3.5 pounds on example.com via ASP.NET.')).toBe(0);
  });

  it('reads spoken register: markers, first or second person outside quotes, dangling openers', () => {
    expect(spokenRegister('So the hives were fine, you know.')).toBe('discourse marker');
    expect(spokenRegister('We moved the hives to the roof.')).toBe('first or second person');
    expect(spokenRegister('It was huge.')).toBe('dangling opener');
    expect(spokenRegister('And the queen left.')).toBe('dangling opener');
    expect(spokenRegister('Ann Lee calls it "the best thing we ever did" in her book.')).toBeNull();
    expect(spokenRegister("It's hard to keep bees on a roof.")).toBeNull();
    expect(spokenRegister('Rooftop hives need shade and water.')).toBeNull();
  });

  it('does not count the names of shows, books or people as talk', () => {
    expect(spokenRegister('The episode is from Talk Python To Me.')).toBeNull();
    expect(spokenRegister('The book You Are Not So Smart came out in May.')).toBeNull();
    expect(spokenRegister('Talk Python To Me is a weekly show.')).toBeNull();
    // The speaker's own "I" and "we" still count, first in the sentence or after a name.
    expect(spokenRegister('So I moved the hives.')).toBe('discourse marker');
    expect(spokenRegister('Ann Lee and I moved the hives.')).toBe('first or second person');
    expect(spokenRegister('We Beekeepers moved the hives.')).toBe('first or second person');
  });

  it('finds fragments: lower-case start, no end, too short, cut on a small word or mid-word', () => {
    expect(fragmentReason('and then the hives were moved.')).toMatch(/lower case/);
    expect(fragmentReason('The hives were moved to the')).toMatch(/no end/);
    expect(fragmentReason('Very good.')).toMatch(/four words/);
    expect(fragmentReason('The result was they had to.')).toMatch(/ends on/);
    expect(fragmentReason('The result was they had to pre.')).toMatch(/mid-word/);
    expect(fragmentReason('Rooftop hives need shade and water.')).toBeNull();
  });

  it('finds template openers and quotations', () => {
    expect(isTemplateOpener('Ann, Bo and Cy talk about Twitter name, then team, then points.')).toBe(true);
    expect(isTemplateOpener('This episode covers hives, then mites, and finally honey.')).toBe(true);
    expect(isTemplateOpener('Beekeeper Idris Okafor explains why city roofs suit bees.')).toBe(false);
    expect(isQuotation('Roofs are warmer than fields, says Idris Okafor.')).toBe(true);
    expect(isQuotation('Idris Okafor says roofs are warmer.')).toBe(true);
    expect(isQuotation('Roofs are warmer than fields in spring.')).toBe(false);
  });

  it('measures a whole report', () => {
    const m = measureReport({
      summary: 'Ann and Bo talk about hives, then mites.\n\nWe moved the hives.It was huge. Roofs are warm.',
      keyLearnings: [
        { title: 'Roofs are warm', detail: 'Roofs are warm in spring.' },
        { title: 'Warm roofs help', detail: 'Bees do well on roofs because they are warm.' },
      ],
    });
    expect(m).toMatchObject({ learnings: 2, titleEchoes: 1, gluedSentences: 1, templateOpeners: 1 });
    expect(m.spokenSentences).toBeGreaterThanOrEqual(1);
  });
});

describe('corpus halves', () => {
  it('keeps every format of an episode in one half and puts unknown episodes in the report-only half', () => {
    expect(halfOf('buzzcast.srt')).toBe(halfOf('buzzcast.json'));
    expect(halfOf('qmsum-IS1003a.txt')).toBe(halfOf('qmsum-IS1003a.json'));
    expect(halfOf('qmsum-IS1003a.txt')).toBe('tune');
    expect(halfOf('a-new-episode.vtt')).toBe('report');
  });
});

describe('the gate on the measures', () => {
  const half = (h: 'tune' | 'report', glued: number) => ({
    half: h,
    transcripts: ['a.txt'],
    refusedTranscripts: 0,
    feeds: 1,
    refusedFeeds: 0,
    measures: {
      ...emptyMeasures(),
      gluedSentences: glued,
      summarySentences: 10,
      learnings: 4,
      titleEchoes: 4,
    },
    rouge: { ours: 0.3, baseline: 0.2, ratio: 1.5, references: 1 },
  });

  it('fails a reached target that slips, and only prints one not reached yet', () => {
    const lines = measureLines([half('tune', 0), half('report', 2)]);
    const glued = lines.find((l) => l.name === 'glued sentences');
    expect(glued).toMatchObject({ met: false, gated: true });
    const echo = lines.find((l) => l.name === 'learning titles that echo their detail');
    expect(echo).toMatchObject({ met: false, gated: false });
    const talky = { ...half('report', 0), measures: { ...half('report', 0).measures, spokenSentences: 2 } };
    const spoken = measureLines([half('tune', 0), talky]).find(
      (l) => l.name === 'summary sentences in spoken register',
    );
    expect(spoken).toMatchObject({ met: false, gated: true });
    const broken = {
      ...half('report', 0),
      measures: { ...half('report', 0).measures, sentences: 20, fragments: 1 },
    };
    const fragments = measureLines([half('tune', 0), broken]).find(
      (l) => l.name === 'fragments (summary and learning sentences)',
    );
    expect(fragments).toMatchObject({ met: false, gated: true });
    expect(measureLines([half('tune', 0), half('report', 0)]).filter((l) => l.gated && !l.met)).toEqual([]);
  });
});
