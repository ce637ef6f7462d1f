import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { feedBackfills, feedConnections, reports } from '../../../db/schema';

export type BackfillRow = typeof feedBackfills.$inferSelect;

const active = ['queued', 'running'];

/** The address of the channel's connected feed, or undefined when none is connected. */
export async function connectedFeedUrl(db: Executor, creatorId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ url: feedConnections.url })
    .from(feedConnections)
    .where(eq(feedConnections.creatorId, creatorId))
    .limit(1);
  return row?.url;
}

/**
 * A new queued import; undefined when the channel already has one queued or running (the partial unique
 * index decides, so two requests at once start one import).
 */
export async function insertBackfill(
  db: Executor,
  values: { creatorId: string; maxEpisodes: number; publishedFrom: Date | null; publishedTo: Date | null },
  now: Date,
): Promise<BackfillRow | undefined> {
  const [row] = await db
    .insert(feedBackfills)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findBackfill(db: Executor, id: string): Promise<BackfillRow | undefined> {
  const [row] = await db.select().from(feedBackfills).where(eq(feedBackfills.id, id)).limit(1);
  return row;
}

/** The channel's queued or running import, else its latest one. */
export async function currentBackfill(db: Executor, creatorId: string): Promise<BackfillRow | undefined> {
  const [row] = await db
    .select()
    .from(feedBackfills)
    .where(eq(feedBackfills.creatorId, creatorId))
    .orderBy(sql`${feedBackfills.status} in ('queued', 'running') desc`, desc(feedBackfills.createdAt))
    .limit(1);
  return row;
}

/** Changes an import that is still in one of `from`; undefined when it has moved on (canceled, say). */
export async function updateBackfill(
  db: Executor,
  where: { id: string; creatorId?: string; from: readonly string[] },
  changes: Partial<
    Pick<
      BackfillRow,
      'status' | 'itemKeys' | 'processed' | 'imported' | 'skipped' | 'failed' | 'lastError' | 'finishedAt'
    >
  >,
  now: Date,
): Promise<BackfillRow | undefined> {
  const conditions = [eq(feedBackfills.id, where.id), inArray(feedBackfills.status, [...where.from])];
  if (where.creatorId) conditions.push(eq(feedBackfills.creatorId, where.creatorId));
  const [row] = await db
    .update(feedBackfills)
    .set({ ...changes, updatedAt: now })
    .where(and(...conditions))
    .returning();
  return row;
}

/**
 * Records one episode done and moves the resume point past it, only from the position the job read
 * (`processed`): a second run of the same step, after a crash, finds it already moved and counts nothing.
 */
export async function recordStep(
  db: Executor,
  id: string,
  at: number,
  outcome: 'imported' | 'skipped' | 'failed',
  lastError: string | null,
  now: Date,
): Promise<BackfillRow | undefined> {
  const column = feedBackfills[outcome];
  const [row] = await db
    .update(feedBackfills)
    .set({
      processed: at + 1,
      [outcome]: sql`${column} + 1`,
      ...(lastError ? { lastError } : {}),
      updatedAt: now,
    })
    .where(
      and(eq(feedBackfills.id, id), eq(feedBackfills.processed, at), inArray(feedBackfills.status, active)),
    )
    .returning();
  return row;
}

/** How many of the channel's reports are being generated or transcribed now. */
export async function generatingCount(db: Executor, creatorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reports)
    .where(and(eq(reports.creatorId, creatorId), eq(reports.status, 'generating')));
  return row?.n ?? 0;
}
