import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { creatorSettings, feedConnections, reports } from '../../../db/schema';
import { rowsOf } from '../../../db/sql-rows';

export type FeedConnectionRow = typeof feedConnections.$inferSelect;

export async function findConnection(
  db: Executor,
  creatorId: string,
): Promise<FeedConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(feedConnections)
    .where(eq(feedConnections.creatorId, creatorId))
    .limit(1);
  return row;
}

/**
 * Connects a feed, or changes the connected one. A new address starts afresh: no validators, no failures,
 * checked at once, and `created_at` (when episodes start counting as new) is now. The same address keeps
 * all of that and changes only auto-publish.
 */
export async function upsertConnection(
  db: Executor,
  values: { creatorId: string; url: string; autoPublish: boolean },
  now: Date,
): Promise<FeedConnectionRow> {
  const same = sql`${feedConnections.url} = excluded.url`;
  const fresh = <T>(column: unknown, value: T) => sql`case when ${same} then ${column} else ${value} end`;
  const [row] = await db
    .insert(feedConnections)
    .values({ ...values, nextCheckAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: feedConnections.creatorId,
      set: {
        url: sql`excluded.url`,
        autoPublish: sql`excluded.auto_publish`,
        etag: fresh(feedConnections.etag, null),
        lastModified: fresh(feedConnections.lastModified, null),
        failureCount: fresh(feedConnections.failureCount, 0),
        lastOutcome: fresh(feedConnections.lastOutcome, null),
        lastError: fresh(feedConnections.lastError, null),
        olderEpisodeKeys: fresh(feedConnections.olderEpisodeKeys, null),
        nextCheckAt: fresh(feedConnections.nextCheckAt, now),
        createdAt: fresh(feedConnections.createdAt, now),
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export async function deleteConnection(db: Executor, creatorId: string): Promise<boolean> {
  const rows = await db
    .delete(feedConnections)
    .where(eq(feedConnections.creatorId, creatorId))
    .returning({ id: feedConnections.creatorId });
  return rows.length > 0;
}

/** The channel keeps the feed it is connected to: OPML export names it and OPML import matches on it. */
export async function recordChannelFeedUrl(db: Executor, creatorId: string, url: string): Promise<void> {
  await db
    .update(creatorSettings)
    .set({
      feedUrl: url,
      podcastGuid: sql`case when ${creatorSettings.feedUrl} = ${url} then ${creatorSettings.podcastGuid} end`,
    })
    .where(eq(creatorSettings.creatorId, creatorId));
}

/**
 * Takes up to `limit` due connections for this worker: each row is leased until `leaseUntil`, so a
 * second worker (or the same one's next tick) skips it, and a worker that dies mid-check loses it when
 * the lease runs out. `SKIP LOCKED` keeps two workers from waiting on each other's rows.
 */
export async function claimDueConnections(
  db: Executor,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<FeedConnectionRow[]> {
  const result = await db.execute(sql`
    update ${feedConnections} set lease_until = ${leaseUntil.toISOString()}::timestamptz
    where creator_id in (
      select creator_id from ${feedConnections}
      where next_check_at <= ${now.toISOString()}::timestamptz
        and (lease_until is null or lease_until < ${now.toISOString()}::timestamptz)
      order by next_check_at
      limit ${limit}
      for update skip locked
    )
    returning creator_id`);
  const ids = rowsOf<{ creator_id: string }>(result).map((r) => r.creator_id);
  if (ids.length === 0) return [];
  return db.select().from(feedConnections).where(inArray(feedConnections.creatorId, ids));
}

/** Takes one creator's connection now (Check now), unless another check holds it. */
export async function claimConnection(
  db: Executor,
  creatorId: string,
  now: Date,
  leaseUntil: Date,
): Promise<FeedConnectionRow | undefined> {
  const [row] = await db
    .update(feedConnections)
    .set({ leaseUntil })
    .where(
      and(
        eq(feedConnections.creatorId, creatorId),
        or(isNull(feedConnections.leaseUntil), lt(feedConnections.leaseUntil, now)),
      ),
    )
    .returning();
  return row;
}

export interface CheckResult {
  outcome: 'imported' | 'unchanged' | 'not_modified' | 'failed' | 'disallowed';
  error: string | null;
  failureCount: number;
  nextCheckAt: Date;
  /** Kept only when every new episode was imported: otherwise the next check reads the feed again. */
  validators?: { etag: string | null; lastModified: string | null };
  importedCount: number;
  /** The keys of the feed's episodes from before the connection; kept as they were when not read. */
  olderEpisodeKeys?: string[];
}

/** Records a check and lets the lease go; a connection changed or removed meanwhile is left alone. */
export async function recordCheck(
  db: Executor,
  row: Pick<FeedConnectionRow, 'creatorId' | 'url'>,
  result: CheckResult,
  now: Date,
): Promise<void> {
  await db
    .update(feedConnections)
    .set({
      leaseUntil: null,
      lastCheckedAt: now,
      lastOutcome: result.outcome,
      lastError: result.error,
      failureCount: result.failureCount,
      nextCheckAt: result.nextCheckAt,
      ...(result.validators
        ? { etag: result.validators.etag, lastModified: result.validators.lastModified }
        : {}),
      ...(result.importedCount > 0 ? { lastImportedAt: now, lastImportedCount: result.importedCount } : {}),
      ...(result.olderEpisodeKeys ? { olderEpisodeKeys: result.olderEpisodeKeys } : {}),
      updatedAt: now,
    })
    .where(and(eq(feedConnections.creatorId, row.creatorId), eq(feedConnections.url, row.url)));
}

/** How many of these feed item keys the channel has no report for (yet). */
export async function countMissingFeedItems(
  db: Executor,
  creatorId: string,
  keys: string[],
): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await db
    .select({ key: reports.feedItemKey })
    .from(reports)
    .where(and(eq(reports.creatorId, creatorId), inArray(reports.feedItemKey, keys)));
  const here = new Set(rows.map((row) => row.key));
  return new Set(keys.filter((key) => !here.has(key))).size;
}
