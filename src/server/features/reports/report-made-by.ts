import type { ReportMadeBy } from '@shared/contract/reports';
import type { ReportRow } from './repository';
import { transcriptHasTimestamps } from './repository';
import type { AppDeps } from '../../app-types';

/**
 * How the report was written, from the provider stored with it (`generation_provider`): the built-in
 * summarizer ("extractive") or a model ("<kind>:<model>"); null when nothing is recorded (a report
 * written before providers were stored, or by hand).
 */
export function madeBy(provider: string | null): ReportMadeBy {
  if (provider === null) return null;
  if (provider === 'extractive') return { kind: 'builtin' };
  const colon = provider.indexOf(':');
  const model = colon === -1 ? '' : provider.slice(colon + 1).trim();
  return model === '' ? null : { kind: 'model', model };
}

/**
 * Whether the report's moments mean anything: a moment past the first second, or a transcript with
 * times. A report of a transcript without times has none (its chapters all start at 0), and the reader
 * is shown no moment rather than "0:00" everywhere. The transcript is read only when the report's own
 * moments do not settle it.
 */
export async function hasTimestamps({ db }: Pick<AppDeps, 'db'>, report: ReportRow): Promise<boolean> {
  const starts = [
    ...report.keyLearnings.map((learning) => learning.start),
    ...report.quotes.map((quote) => quote.start),
    ...report.chapters.map((chapter) => chapter.startSeconds),
  ];
  if (starts.some((start) => typeof start === 'number' && start > 0)) return true;
  if (!report.hasTranscript) return false;
  return (await transcriptHasTimestamps(db, report.id)) ?? false;
}
