import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reportAudio } from '../../db/schema';

export type ReportAudioRecord = typeof reportAudio.$inferSelect;

export async function findReportAudio(
  db: Executor,
  reportId: string,
): Promise<ReportAudioRecord | undefined> {
  const [row] = await db.select().from(reportAudio).where(eq(reportAudio.reportId, reportId)).limit(1);
  return row;
}

/** Records the report's uploaded audio; returns the key of the file it replaces, if any. */
export async function replaceReportAudio(
  db: Executor,
  audio: { reportId: string; storageKey: string; mimeType: string; bytes: number },
  now: Date,
): Promise<string | null> {
  const previous = await findReportAudio(db, audio.reportId);
  await db
    .insert(reportAudio)
    .values({ ...audio, createdAt: now })
    .onConflictDoUpdate({
      target: reportAudio.reportId,
      set: { storageKey: audio.storageKey, mimeType: audio.mimeType, bytes: audio.bytes, createdAt: now },
    });
  return previous && previous.storageKey !== audio.storageKey ? previous.storageKey : null;
}

/** Forgets the report's uploaded audio; returns the key of its file, if there was one. */
export async function deleteReportAudio(db: Executor, reportId: string): Promise<string | null> {
  const rows = await db
    .delete(reportAudio)
    .where(eq(reportAudio.reportId, reportId))
    .returning({ storageKey: reportAudio.storageKey });
  return rows[0]?.storageKey ?? null;
}
