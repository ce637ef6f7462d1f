import { eq } from 'drizzle-orm';
import type { TranscriptFormat, TranscriptSource } from '../../shared/contract/creator-reports';
import type { Executor } from '../db/client';
import { reportTranscripts } from '../db/schema';

/**
 * A report's transcript as the creator gave it (or transcription made it): written by the studio,
 * generation reads it, and readers with access read it normalised.
 */
export type TranscriptRecord = typeof reportTranscripts.$inferSelect;

/** What the studio or transcription gives to store as a report's transcript. */
interface NewTranscript {
  reportId: string;
  content: string;
  format: TranscriptFormat;
  source: TranscriptSource;
  sourceUrl: string | null;
}

export async function insertTranscript(db: Executor, transcript: NewTranscript, now: Date): Promise<void> {
  await db.insert(reportTranscripts).values({ ...transcript, createdAt: now, updatedAt: now });
}

export async function replaceTranscript(db: Executor, transcript: NewTranscript, now: Date): Promise<void> {
  await db
    .insert(reportTranscripts)
    .values({ ...transcript, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: reportTranscripts.reportId,
      set: {
        content: transcript.content,
        format: transcript.format,
        source: transcript.source,
        sourceUrl: transcript.sourceUrl,
        updatedAt: now,
      },
    });
}

export async function findTranscript(db: Executor, reportId: string): Promise<TranscriptRecord | undefined> {
  const [row] = await db
    .select()
    .from(reportTranscripts)
    .where(eq(reportTranscripts.reportId, reportId))
    .limit(1);
  return row;
}
