import { createHash } from 'node:crypto';
import type { ReportTranscript } from '@shared/contract/reports';
import type { AppDeps } from '../../app-types';
import {
  findTranscript,
  normalizedTranscript,
  transcriptParseError,
  type NormalizedTranscript,
} from './report-transcript-repository';
import { reportNotFound } from './report-access';
import { requireReadableReport } from './service';

export interface TranscriptAnswer {
  /** Null when the reader's copy (`ifNoneMatch`) is current: answer 304. */
  body: ReportTranscript | null;
  /** Changes whenever the transcript does. */
  etag: string;
}

/**
 * The normalised transcript of a report, only for a reader with access; anyone else, and a report
 * without a transcript, gets the same 404 as a report that does not exist.
 */
export async function getReportTranscript(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  userId: string,
  reportId: string,
  now: Date,
  ifNoneMatch?: string,
): Promise<TranscriptAnswer> {
  const report = await requireReadableReport({ db }, userId, reportId, now);
  const stored = await findTranscript(db, report.id);
  if (!stored) throw reportNotFound();
  const hash = createHash('sha256').update(stored.format).update('\n').update(stored.content);
  const etag = `"${hash.digest('base64url').slice(0, 27)}"`;
  if (ifNoneMatch === etag) return { etag, body: null };
  // The turns stored when the transcript arrived; only a row from before they were is parsed (once).
  let parsed: NormalizedTranscript;
  try {
    parsed = await normalizedTranscript(db, config.parse, stored);
  } catch (error) {
    throw transcriptParseError(error);
  }
  return {
    etag,
    body: {
      reportId: report.id,
      hasTimestamps: parsed.hasTimestamps,
      hasSpeakers: parsed.hasSpeakers,
      wordCount: parsed.wordCount,
      turns: parsed.turns.map((turn) => ({
        speaker: turn.speaker,
        start: turn.start,
        end: turn.end,
        text: turn.text,
      })),
    },
  };
}
