import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { subscriptions } from '../db/schema';

/**
 * docs/product.md#access: a subscriber reads a creator's published reports while the subscription is active,
 * or canceled but still inside its paid period. A subscription that is not canceled keeps access even when
 * its period end has passed and the monthly roll-over has not run yet: the roll-over only moves dates.
 * This is the one definition of that rule; the feed, report pages, channel pages and counts all use it.
 */
export function hasAccessCondition(now: Date): SQL {
  return and(
    eq(subscriptions.status, 'active'),
    or(
      eq(subscriptions.cancelAtPeriodEnd, false),
      sql`${subscriptions.currentPeriodEnd} > ${now.toISOString()}`,
    ),
  ) as SQL;
}

/** Ids of the creators whose reports `userId` may read at `now` (their own channel included). */
export function readableCreatorIds(userId: string, now: Date): SQL {
  return sql`(select ${subscriptions.creatorId} from ${subscriptions} where ${subscriptions.subscriberId} = ${userId} and ${hasAccessCondition(now)} union all select ${userId}::uuid)`;
}

/** Whether `userId` may read the reports of `creatorId` at `now`. */
export async function canReadCreator(
  db: Executor,
  userId: string,
  creatorId: string,
  now: Date,
): Promise<boolean> {
  if (userId === creatorId) return true;
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.subscriberId, userId),
        eq(subscriptions.creatorId, creatorId),
        hasAccessCondition(now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
