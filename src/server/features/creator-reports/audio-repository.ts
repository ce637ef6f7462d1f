import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reportAudio, reports } from '../../db/schema';

export type ReportAudioRecord = typeof reportAudio.$inferSelect;

export async function findReportAudio(
  db: Executor,
  reportId: string,
): Promise<ReportAudioRecord | undefined> {
  const [row] = await db.select().from(reportAudio).where(eq(reportAudio.reportId, reportId)).limit(1);
  return row;
}

/**
 * The status of the creator's report, its row locked until the transaction ends (`select … for update`),
 * so uploads, removals and deletion of the same report's audio take turns; undefined when it is not theirs.
 */
export async function lockOwnReport(
  tx: Executor,
  creatorId: string,
  reportId: string,
): Promise<{ status: string; episodeDurationSeconds: number } | undefined> {
  const [row] = await tx
    .select({ status: reports.status, episodeDurationSeconds: reports.episodeDurationSeconds })
    .from(reports)
    .where(and(eq(reports.id, reportId), eq(reports.creatorId, creatorId)))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Records the report's uploaded audio; returns the key of the file it replaces, if any. Run it in a
 * transaction that holds the report's lock (`lockOwnReport`), so the key read here is the one replaced.
 */
export async function replaceReportAudio(
  tx: Executor,
  audio: {
    reportId: string;
    storageKey: string;
    mimeType: string;
    bytes: number;
    durationSeconds: number | null;
  },
  now: Date,
): Promise<string | null> {
  const previous = await findReportAudio(tx, audio.reportId);
  await tx
    .insert(reportAudio)
    .values({ ...audio, createdAt: now })
    .onConflictDoUpdate({
      target: reportAudio.reportId,
      set: {
        storageKey: audio.storageKey,
        mimeType: audio.mimeType,
        bytes: audio.bytes,
        durationSeconds: audio.durationSeconds,
        createdAt: now,
      },
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
