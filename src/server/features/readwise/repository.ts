import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  creatorSettings,
  highlights,
  readwiseConnections,
  readwiseSentItems,
  reports,
} from '../../db/schema';

export type ConnectionRow = typeof readwiseConnections.$inferSelect;

export async function findConnection(db: Executor, userId: string): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(readwiseConnections)
    .where(eq(readwiseConnections.userId, userId))
    .limit(1);
  return row;
}

/** Stores (or replaces) the reader's encrypted token; a new token starts without a past error. */
export async function saveConnection(
  db: Executor,
  userId: string,
  tokenCiphertext: string,
  tokenHint: string,
  now: Date,
): Promise<void> {
  await db
    .insert(readwiseConnections)
    .values({ userId, tokenCiphertext, tokenHint, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: readwiseConnections.userId,
      set: { tokenCiphertext, tokenHint, lastError: null, updatedAt: now },
    });
}

export async function deleteConnection(db: Executor, userId: string): Promise<void> {
  await db.delete(readwiseConnections).where(eq(readwiseConnections.userId, userId));
}

/**
 * Records how a sync ended: a good one sets `lastSyncAt` and clears the error; a failed one keeps the
 * last good time and says what went wrong. `updatedAt` is when it ended, good or not. Only for the token
 * the sync used, so a sync does not write over a reader who reconnected meanwhile.
 */
export async function recordSyncEnd(
  db: Executor,
  userId: string,
  tokenCiphertext: string,
  outcome: { syncedAt: Date } | { error: string },
  now: Date,
): Promise<void> {
  await db
    .update(readwiseConnections)
    .set(
      'error' in outcome
        ? { lastError: outcome.error, updatedAt: now }
        : { lastSyncAt: outcome.syncedAt, lastError: null, updatedAt: now },
    )
    .where(
      and(eq(readwiseConnections.userId, userId), eq(readwiseConnections.tokenCiphertext, tokenCiphertext)),
    );
}

/** How many items were ever sent, and how many the sync started at `lastSyncAt` sent. */
export async function sentCounts(
  db: Executor,
  userId: string,
  lastSyncAt: Date | null,
): Promise<{ total: number; lastSync: number }> {
  const [row] = await db
    .select({
      total: count(),
      lastSync: lastSyncAt
        ? sql<number>`count(*) filter (where ${readwiseSentItems.sentAt} = ${lastSyncAt.toISOString()}::timestamptz)`
        : sql<number>`0`,
    })
    .from(readwiseSentItems)
    .where(eq(readwiseSentItems.userId, userId));
  return { total: Number(row?.total ?? 0), lastSync: Number(row?.lastSync ?? 0) };
}

/** Which of these item keys were sent already. */
export async function sentKeys(db: Executor, userId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ itemKey: readwiseSentItems.itemKey })
    .from(readwiseSentItems)
    .where(and(eq(readwiseSentItems.userId, userId), inArray(readwiseSentItems.itemKey, keys)));
  return new Set(rows.map((row) => row.itemKey));
}

/** Marks items sent (after Readwise answered success): never sent again. */
export async function markSent(db: Executor, userId: string, keys: string[], sentAt: Date): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(readwiseSentItems)
    .values(keys.map((itemKey) => ({ userId, itemKey, sentAt })))
    .onConflictDoNothing();
}

/** A report with what the sync sends of it. */
export async function findReportForSync(db: Executor, reportId: string) {
  const [row] = await db
    .select({
      id: reports.id,
      creatorId: reports.creatorId,
      status: reports.status,
      title: reports.title,
      episodeTitle: reports.episodeTitle,
      keyLearnings: reports.keyLearnings,
      publishedAt: reports.publishedAt,
      channelName: sql<string>`coalesce(${creatorSettings.channelName}, '')`,
    })
    .from(reports)
    .leftJoin(creatorSettings, eq(creatorSettings.creatorId, reports.creatorId))
    .where(eq(reports.id, reportId))
    .limit(1);
  return row;
}

/** The reader's highlights on a report, oldest first. */
export async function findHighlightsForSync(db: Executor, userId: string, reportId: string) {
  return db
    .select({
      id: highlights.id,
      text: highlights.text,
      comment: highlights.comment,
      startSeconds: highlights.startSeconds,
      createdAt: highlights.createdAt,
    })
    .from(highlights)
    .where(and(eq(highlights.userId, userId), eq(highlights.reportId, reportId)))
    .orderBy(highlights.createdAt, highlights.id);
}

/** The reports the reader highlighted, most recently highlighted first, with how many are not sent yet. */
export async function highlightedReports(db: Executor, userId: string, limit: number) {
  const unsent = sql<number>`count(*) filter (where not exists (
    select 1 from ${readwiseSentItems}
    where ${readwiseSentItems.userId} = ${userId}
      and ${readwiseSentItems.itemKey} = 'highlight:' || ${highlights.id}::text
  ))`;
  const lastAt = max(highlights.createdAt);
  return db
    .select({
      reportId: reports.id,
      title: reports.title,
      channelName: sql<string>`coalesce(${creatorSettings.channelName}, '')`,
      highlightCount: count(),
      unsentCount: unsent,
      lastHighlightAt: lastAt,
    })
    .from(highlights)
    .innerJoin(reports, eq(reports.id, highlights.reportId))
    .leftJoin(creatorSettings, eq(creatorSettings.creatorId, reports.creatorId))
    .where(eq(highlights.userId, userId))
    .groupBy(reports.id, reports.title, creatorSettings.channelName)
    .orderBy(desc(lastAt))
    .limit(limit);
}
