import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { hasAccessCondition } from '../subscriptions';

/**
 * Which of `userIds` may read the reports of `creatorId` at `now` (the one access rule of
 * subscriptions/access.ts, the creator included). One query whatever the number of users, so a publish
 * costs the same with one open stream as with thousands (ADR 054).
 */
export async function readersAmong(
  db: Executor,
  creatorId: string,
  userIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  const readers = new Set<string>(userIds.includes(creatorId) ? [creatorId] : []);
  const others = userIds.filter((id) => id !== creatorId);
  if (others.length === 0) return readers;
  const rows = await db
    .select({ userId: subscriptions.subscriberId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.creatorId, creatorId),
        sql`${subscriptions.subscriberId} = any(${sql.param(others)}::uuid[])`,
        hasAccessCondition(now),
      ),
    );
  for (const row of rows) readers.add(row.userId);
  return readers;
}
