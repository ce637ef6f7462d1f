import { summaryWords } from '@shared/constants';
import type { CreatorReport } from '@shared/contract/creator-reports';

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
function countWords(text: string): number {
  let count = 0;
  for (const segment of wordSegmenter.segment(text)) if (segment.isWordLike) count++;
  return count;
}

type ThinReportFields = Pick<
  CreatorReport,
  'summary' | 'keyLearnings' | 'chapters' | 'quotes' | 'droppedByChecks'
>;

/**
 * Why a report may be too thin to publish as it is, in words for the creator (ADR 218): a short summary,
 * learnings the checks left out because the transcript does not back them, no moment anywhere (a
 * transcript without timestamps). Empty when none applies.
 */
export function thinReportReasons(report: ThinReportFields): string[] {
  const reasons: string[] = [];
  const words = countWords(report.summary);
  if (words < summaryWords.min)
    reasons.push(
      `The summary is short: ${words} ${words === 1 ? 'word' : 'words'}, where a report usually has ${summaryWords.min}–${summaryWords.max}.`,
    );
  const learnings = report.droppedByChecks.filter((d) => d.part === 'learning' || d.part === 'point').length;
  if (learnings > 0)
    reasons.push(
      `${learnings} ${learnings === 1 ? 'learning was' : 'learnings were'} left out because the transcript does not back ${learnings === 1 ? 'it' : 'them'}.`,
    );
  const timed =
    report.keyLearnings.some((l) => l.start !== null) ||
    report.quotes.some((q) => q.start !== null) ||
    report.chapters.length > 0;
  if (!timed)
    reasons.push(
      'The transcript has no timestamps: no learning or chapter links to its moment in the episode.',
    );
  return reasons;
}

const partNames: Record<string, string> = {
  point: 'Point',
  quote: 'Quote',
  section: 'Part of the episode',
  'chapter title': 'Chapter title',
  title: 'Title',
  summary: 'Summary sentence',
  learning: 'Key learning',
};

/** "Key learning", "Summary sentence"… for a dropped part. */
export function droppedPartName(part: string): string {
  return partNames[part] ?? 'Part';
}
