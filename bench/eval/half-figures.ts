/**
 * The issue 37 measures for each half of the corpus (bench/eval/corpus-halves.ts): the tune half is
 * where rules may be tried, the report-only half is what the figures are judged on.
 */
import { corpusHalves, halfOf, type CorpusHalf } from './corpus-halves';
import { addMeasures, doneTargets, emptyMeasures, type DoneMeasures } from './done-measures';
import type { FeedResult } from './evaluate-feeds';
import type { ReferenceResult } from './evaluate-references';
import type { TranscriptResult } from './evaluate-transcripts';
import { meanScores } from './rouge';

export interface HalfFigures {
  half: CorpusHalf;
  transcripts: string[];
  /** Transcripts the normaliser or the summarizer refused. */
  refusedTranscripts: number;
  feeds: number;
  refusedFeeds: number;
  measures: DoneMeasures;
  /** ROUGE-1 mean of the built-in summary over the better of the LEAD and TextRank means. */
  rouge: { ours: number; baseline: number; ratio: number; references: number } | null;
}

export function halfFigures(
  transcripts: TranscriptResult[] | null,
  references: ReferenceResult[] | null,
  feeds: FeedResult[] | null,
): HalfFigures[] {
  return corpusHalves.map((half) => {
    const mine = (transcripts ?? []).filter((t) => halfOf(t.file) === half);
    const scored = (references ?? []).filter(
      (r) => halfOf(r.file) === half && r.ours && r.lead && r.textRank,
    );
    const myFeeds = (feeds ?? []).filter((f) => halfOf(f.file) === half);
    let rouge: HalfFigures['rouge'] = null;
    if (scored.length > 0) {
      const ours = meanScores(scored.map((r) => r.ours!)).rouge1;
      const baseline = Math.max(
        meanScores(scored.map((r) => r.lead!)).rouge1,
        meanScores(scored.map((r) => r.textRank!)).rouge1,
      );
      rouge = { ours, baseline, ratio: baseline === 0 ? 0 : ours / baseline, references: scored.length };
    }
    return {
      half,
      transcripts: mine.map((t) => t.file),
      refusedTranscripts: mine.filter((t) => t.defects.some((d) => d.class === 'transcript-refused')).length,
      feeds: myFeeds.length,
      refusedFeeds: myFeeds.filter((f) => f.refused).length,
      measures: mine.reduce((sum, t) => (t.measures ? addMeasures(sum, t.measures) : sum), emptyMeasures()),
      rouge,
    };
  });
}

const share = (n: number, total: number) => (total === 0 ? 0 : n / total);

export interface MeasureLine {
  name: string;
  /** The figure as printed ("12 of 40 (30.0 %)"). */
  figures: Record<CorpusHalf, string>;
  target: string;
  /** Whether the report-only half meets the target. */
  met: boolean;
  /** A target reached once and held since: missing it fails the evaluation. */
  gated: boolean;
}

/** The measures whose targets are reached and must stay so; the others are printed, not judged. */
const gatedMeasures = new Set([
  'glued sentences',
  'summary sentences in spoken register',
  'fragments (summary and learning sentences)',
  'template openers',
  'summary sentences that are quotations',
  'ROUGE-1 over max(LEAD, TextRank)',
  'feeds and transcripts accepted',
]);

/** One line per measure, with the figure of each half and whether the report-only half meets it. */
export function measureLines(halves: HalfFigures[]): MeasureLine[] {
  const of = (n: number, total: number) => `${n} of ${total} (${(share(n, total) * 100).toFixed(1)} %)`;
  const line = (
    name: string,
    figure: (h: HalfFigures) => string,
    target: string,
    met: (h: HalfFigures) => boolean,
  ): MeasureLine => {
    const figures = Object.fromEntries(halves.map((h) => [h.half, figure(h)])) as Record<CorpusHalf, string>;
    const report = halves.find((h) => h.half === 'report');
    return { name, figures, target, met: report ? met(report) : false, gated: gatedMeasures.has(name) };
  };
  const pct = (v: number) => `${(v * 100).toFixed(0)} %`;
  return [
    line(
      'learning titles that echo their detail',
      (h) => of(h.measures.titleEchoes, h.measures.learnings),
      `≤ ${pct(doneTargets.titleEchoShare)}`,
      (h) => share(h.measures.titleEchoes, h.measures.learnings) <= doneTargets.titleEchoShare,
    ),
    line(
      'glued sentences',
      (h) => String(h.measures.gluedSentences),
      `${doneTargets.gluedSentences}`,
      (h) => h.measures.gluedSentences <= doneTargets.gluedSentences,
    ),
    line(
      'summary sentences in spoken register',
      (h) => of(h.measures.spokenSentences, h.measures.summarySentences),
      `≤ ${pct(doneTargets.spokenShare)}`,
      (h) => share(h.measures.spokenSentences, h.measures.summarySentences) <= doneTargets.spokenShare,
    ),
    line(
      'fragments (summary and learning sentences)',
      (h) => of(h.measures.fragments, h.measures.sentences),
      `≤ ${pct(doneTargets.fragmentShare)}`,
      (h) => share(h.measures.fragments, h.measures.sentences) <= doneTargets.fragmentShare,
    ),
    line(
      'template openers',
      (h) => `${h.measures.templateOpeners} of ${h.transcripts.length - h.refusedTranscripts}`,
      `${doneTargets.templateOpeners}`,
      (h) => h.measures.templateOpeners <= doneTargets.templateOpeners,
    ),
    line(
      'summary sentences that are quotations',
      (h) => of(h.measures.quotationSentences, h.measures.summarySentences),
      `≤ ${pct(doneTargets.quotationShare)}`,
      (h) => share(h.measures.quotationSentences, h.measures.summarySentences) <= doneTargets.quotationShare,
    ),
    line(
      'ROUGE-1 over max(LEAD, TextRank)',
      (h) =>
        h.rouge
          ? `${h.rouge.ratio.toFixed(2)} × (${(h.rouge.ours * 100).toFixed(1)} vs ${(h.rouge.baseline * 100).toFixed(1)}, ${h.rouge.references} refs)`
          : '–',
      `≥ ${doneTargets.rougeRatio} ×`,
      // A half without references has nothing to score.
      (h) => h.rouge === null || h.rouge.ratio >= doneTargets.rougeRatio,
    ),
    line(
      'feeds and transcripts accepted',
      (h) =>
        `${h.feeds - h.refusedFeeds} of ${h.feeds} feeds, ${h.transcripts.length - h.refusedTranscripts} of ${h.transcripts.length} transcripts`,
      'all',
      (h) => h.refusedTranscripts === 0 && h.refusedFeeds === 0,
    ),
  ];
}
