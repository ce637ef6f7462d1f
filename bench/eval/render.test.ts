import { describe, expect, it } from 'vitest';
import type { Defect } from './defects';
import type { TranscriptResult } from './evaluate-transcripts';
import {
  listenerRates,
  renderResults,
  rougeTargets,
  tallyDefects,
  talkLikeRate,
  type ReportsEvalResults,
} from './render';

const talk: Defect = { class: 'talk-like-learning', field: 'keyLearnings[0].detail', message: 'a hedge' };
const talkToo: Defect = { ...talk, field: 'keyLearnings[1].detail' };
/** The listener's check finding the same learning: counted once. */
const talkAgain: Defect = { ...talk, message: "listener's check: a hedge" };

function transcript(file: string, keyLearnings: number, defects: Defect[]): TranscriptResult {
  return {
    file,
    declaredFormat: 'text',
    format: 'text',
    turns: 10,
    words: 1000,
    durationSeconds: 0,
    summaryWords: 200,
    summarySentences: 10,
    keyLearnings,
    milliseconds: 1,
    turnsWithMarkup: 0,
    markupExamples: [],
    defects,
    measures: null,
    report: null,
  };
}

const scores = (rouge1: number, rouge2: number) => ({ rouge1, rouge2, rougeL: rouge1 });

function results(overrides: Partial<ReportsEvalResults>): ReportsEvalResults {
  const transcripts = overrides.transcripts ?? null;
  return {
    date: '2026-01-01T00:00:00.000Z',
    corpus: 'corpus',
    only: null,
    durationMs: 10,
    feeds: null,
    transcripts,
    references: null,
    rougeMean: null,
    defects: tallyDefects([{ prefix: 'transcripts', items: transcripts }]),
    refusedWellFormedFeeds: 0,
    ...overrides,
  };
}

describe('the eval output', () => {
  it('counts talk-like learnings over every transcript’s learnings', () => {
    expect(talkLikeRate([transcript('a.txt', 5, [talk]), transcript('b.txt', 5, [])])).toEqual({
      talkLike: 1,
      learnings: 10,
    });
    expect(talkLikeRate([transcript('a.txt', 5, [talk, talkAgain])])).toEqual({ talkLike: 1, learnings: 5 });
    const out = renderResults(results({ transcripts: [transcript('a.txt', 5, [talk, talkToo, talkAgain])] }));
    expect(out).toContain('FAIL talk-like key learnings: 2 of 5 (40.0 %, target ≤ 10.0 %)');
    const fine = renderResults(results({ transcripts: [transcript('a.txt', 5, [])] }));
    expect(fine).toContain('PASS talk-like key learnings: 0 of 5 (0.0 %');
  });

  it('judges ROUGE-1 and ROUGE-2 against 1.15 × the better baseline', () => {
    const mean = { ours: scores(0.26, 0.036), lead: scores(0.2, 0.033), textRank: scores(0.22, 0.028) };
    expect(rougeTargets(mean)).toEqual([
      { metric: 'rouge1', ours: 0.26, wanted: expect.closeTo(0.253, 6), met: true },
      { metric: 'rouge2', ours: 0.036, wanted: expect.closeTo(0.03795, 6), met: false },
    ]);
    const out = renderResults(results({ references: [], rougeMean: mean }));
    expect(out).toContain('PASS ROUGE-1 mean 26.0 (target ≥ 1.15 × the better baseline = 25.3)');
    expect(out).toContain('FAIL ROUGE-2 mean 3.6 (target ≥ 1.15 × the better baseline = 3.8)');
  });

  it('reports the listener’s check as shares of the summaries’ sentences and of the learnings', () => {
    const summaryTalk: Defect = {
      class: 'talk-like-summary-sentence',
      field: 'summary',
      message: 'an apology',
    };
    const thin: Defect = { class: 'thin-learning', field: 'keyLearnings[2]', message: 'too short' };
    const transcripts = [
      transcript('a.txt', 5, [summaryTalk, summaryTalk, thin]),
      transcript('b.txt', 5, []),
    ];
    expect(listenerRates(transcripts)).toEqual({
      talkLikeSummary: 2,
      summarySentences: 20,
      thin: 1,
      learnings: 10,
    });
    expect(renderResults(results({ transcripts }))).toContain(
      'talk-like summary sentences 2 of 20 (10.0 %), thin key learnings 1 of 10 (10.0 %)',
    );
  });
});
