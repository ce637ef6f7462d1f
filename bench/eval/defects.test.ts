import { describe, expect, it } from 'vitest';
import {
  durationDefect,
  feedDefects,
  fragment,
  markupLeak,
  profanity,
  rawMarkup,
  repeatedSentences,
  reportDefects,
  questionOrHedge,
  weakLearningTitle,
  type ReportOutput,
} from './defects';
import { speakersInRaw } from './raw-transcript';
import { sentencesOf } from './words-and-sentences';

const goodSentence = 'Teams that ship small changes find their bugs sooner.';
const summary = Array.from(
  { length: 20 },
  (_, i) => `Point number ${i + 1} explains why teams that ship small changes find bugs sooner.`,
).join(' ');

function report(overrides: Partial<ReportOutput> = {}): ReportOutput {
  return {
    title: 'Shipping small changes',
    summary,
    keyLearnings: [
      { title: 'Small batches win', detail: goodSentence },
      { title: 'Review before merging', detail: 'A second reader catches what the author cannot see.' },
      { title: 'Measure the lead time', detail: 'The time from commit to production shows the real speed.' },
    ],
    quotes: [{ text: 'We deploy forty times a day and sleep well.' }],
    chapters: [{ title: 'Why batch size matters' }],
    ...overrides,
  };
}

describe('raw entities in feeds', () => {
  it('fires on an entity or a tag left in an episode field', () => {
    expect(rawMarkup('Tips &amp; tricks')).toMatch(/&amp;/);
    expect(rawMarkup('It&#039;s here')).toMatch(/&#039;/);
    expect(rawMarkup('Show <b>notes</b>')).toMatch(/HTML/);
    const defects = feedDefects({ title: 'Feed', episodes: [{ title: 'A &lt; B', description: 'ok' }] });
    expect(defects).toEqual([expect.objectContaining({ class: 'raw-entities', field: 'episodes[0].title' })]);
  });
  it('stays quiet on decoded text', () => {
    expect(rawMarkup('Tips & tricks, it’s 3 < 4')).toBeNull();
    expect(feedDefects({ title: 'R&D', episodes: [{ title: 'Q&A', description: 'Fish & chips' }] })).toEqual(
      [],
    );
  });
});

describe('transcript markup leaking into a report', () => {
  it.each([
    '[Speaker 1] So we start.',
    '**Jane Doe:** Welcome back.',
    'We start at 00:25 with the news.',
    'The clip at 1:02:03 says it all.',
    'It went well. 12:40 And then we stopped.',
    'We start [00:25] with the news.',
    'We start \\[28:03\\] with the news.',
    'So {disfmarker} we start.',
    'So {vocalsound} we start.',
    'That was funny [laughter] indeed.',
    '<v Jane>Hello there.',
    '00:00:01.000 --> 00:00:02.000',
    'See [the docs](https://example.com) for more.',
    '## Intro\nWe start.',
  ])('fires on %j', (text) => {
    expect(markupLeak(text, [])).not.toBeNull();
  });
  it('fires on a known speaker opening a sentence', () => {
    expect(markupLeak('It went well. Jane Doe: we should ship it.', ['Jane Doe'])).toMatch(/speaker label/);
  });
  it('stays quiet on prose, times of day and speakers named mid-sentence', () => {
    expect(markupLeak('Jane Doe says the build takes 9:30 minutes at most.', ['Jane Doe'])).toBeNull();
    expect(markupLeak('The ratio: three to one, as the team found.', ['Jane Doe'])).toBeNull();
    expect(markupLeak(goodSentence, [])).toBeNull();
    expect(markupLeak('The committee will break until 10:20, then vote.', [])).toBeNull();
  });
});

describe('weak key learning titles', () => {
  it('fires on one word, a trailing function word, or a speaker name', () => {
    expect(weakLearningTitle('Work', [])).toMatch(/fewer than 2 words/);
    expect(weakLearningTitle('The cost of', [])).toMatch(/ends in "of"/);
    expect(weakLearningTitle('Jane Doe', ['Jane Doe'])).toMatch(/speaker/);
  });
  it('stays quiet on a short phrase that makes sense', () => {
    expect(weakLearningTitle('Small batches win', ['Jane Doe'])).toBeNull();
    expect(weakLearningTitle('Remote machine cluster', [])).toBeNull();
  });
});

describe('profanity', () => {
  it('fires on a swear word, disguised or not', () => {
    expect(profanity('This is shit')).not.toBeNull();
    expect(profanity('What the fuuuck')).not.toBeNull();
  });
  it('stays quiet on words that only contain one', () => {
    expect(profanity('Scunthorpe assessment of the drug traffickers')).toBeNull();
  });
});

describe('repeated sentences', () => {
  it('fires on the same sentence twice, whatever its case and punctuation', () => {
    const defects = repeatedSentences([
      { field: 'summary', text: `${goodSentence} Another thing happened here.` },
      { field: 'keyLearnings[0].detail', text: 'teams that ship small changes find their bugs sooner' },
    ]);
    expect(defects).toEqual([
      expect.objectContaining({ class: 'repeated-sentence', field: 'keyLearnings[0].detail' }),
    ]);
  });
  it('stays quiet on different sentences', () => {
    expect(repeatedSentences([{ field: 'summary', text: summary }])).toEqual([]);
  });
});

describe('fragments', () => {
  it('fires on lower-case starts, missing end punctuation and tiny sentences', () => {
    expect(fragment('and then we shipped it.')).toMatch(/lower case/);
    expect(fragment('We shipped it and then')).toMatch(/punctuation/);
    expect(fragment('That is right.')).toMatch(/fewer than 4/);
  });
  it('stays quiet on a whole sentence, quoted or not', () => {
    expect(fragment(goodSentence)).toBeNull();
    expect(fragment('Jane says, “We shipped it on time.”')).toBeNull();
  });
  it('keeps titles and initials inside their sentence', () => {
    expect(sentencesOf('Mr. Smith and the Hon. member agree on it. J. Doe does not.')).toEqual([
      'Mr. Smith and the Hon. member agree on it.',
      'J. Doe does not.',
    ]);
  });
});

describe('questions and hedges as learnings', () => {
  it('fires on a question or a hedge', () => {
    expect(questionOrHedge('Should we ship on Fridays?')).toMatch(/question/);
    expect(questionOrHedge("I don't know, it could work.")).toMatch(/hedge/);
    expect(questionOrHedge('I don’t know, it could work.')).toMatch(/hedge/);
    expect(questionOrHedge('Kind of a big deal for the team.')).toMatch(/hedge/);
    expect(questionOrHedge('I think maybe we should test more.')).toMatch(/hedge/);
  });
  it('stays quiet on a statement', () => {
    expect(questionOrHedge(goodSentence)).toBeNull();
  });
});

describe('length bounds', () => {
  it('fires on a short summary and on too few key learnings', () => {
    const defects = reportDefects(report({ summary: goodSentence, keyLearnings: [] }), []);
    expect(defects.filter((d) => d.class === 'length-out-of-bounds').map((d) => d.field)).toEqual([
      'summary',
      'keyLearnings',
    ]);
  });
  it('finds nothing at all in a clean report', () => {
    expect(reportDefects(report(), ['Jane Doe'])).toEqual([]);
  });
});

describe('duration', () => {
  const timed = '[00:03] Hello there.\n[00:09] Hi.\n[01:10] Bye.';
  it('fires when the published transcript is timed but the turns are not', () => {
    expect(durationDefect(timed, [{ start: null, end: null }])).toEqual(
      expect.objectContaining({ class: 'duration-missing' }),
    );
  });
  it('stays quiet when the turns are timed, or the transcript never was', () => {
    expect(durationDefect(timed, [{ start: 70, end: null }])).toBeNull();
    expect(durationDefect('Jane: Hello.\nJohn: Hi.', [{ start: null, end: null }])).toBeNull();
  });
});

describe('speakers found in the raw transcript', () => {
  it('reads plain, bold and bracketed labels and JSON speakers', () => {
    expect(speakersInRaw('Jane Doe: Hi.\nJohn: Hello.\nJane Doe: Bye.\nJohn: Ok.')).toEqual([
      'Jane Doe',
      'John',
    ]);
    expect(speakersInRaw('**Jane:** Hi.\n**Jane:** Again.')).toEqual(['Jane']);
    expect(speakersInRaw('[Speaker 1] [00:03] Hi.')).toEqual(['Speaker 1']);
    expect(speakersInRaw('{"segments":[{"speaker":"Alban","body":"Hi"}]}')).toEqual(['Alban']);
  });
  it('does not take a one-off colon for a speaker', () => {
    expect(speakersInRaw('Note: this was recorded live.\nWe start now.')).toEqual([]);
  });
});
