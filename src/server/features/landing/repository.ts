import { and, asc, count, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creatorSettings, subscriptions } from '../../db/schema';
import type { PlatformStats, PopularPodcast } from '@shared/contract/landing';
import { hasAccessCondition } from '../../domain/subscription-access';

/**
 * Channels ranked by how many subscribers can read them now (the access rule, not raw rows: a lapsed
 * cancellation no longer counts), then by name so ties are stable.
 */
export async function findPopularPodcasts(db: Executor, now: Date, limit: number): Promise<PopularPodcast[]> {
  const subscriberCount = sql<number>`count(${subscriptions.id})::int`;
  const rows = await db
    .select({
      creator_id: creatorSettings.creatorId,
      channel_name: creatorSettings.channelName,
      logo_url: creatorSettings.logoUrl,
      is_verified: creatorSettings.isYoutubeVerified,
      subscriber_count: subscriberCount,
    })
    .from(creatorSettings)
    .leftJoin(
      subscriptions,
      and(eq(subscriptions.creatorId, creatorSettings.creatorId), hasAccessCondition(now)),
    )
    .groupBy(creatorSettings.creatorId)
    .orderBy(desc(subscriberCount), asc(creatorSettings.channelName), asc(creatorSettings.creatorId))
    .limit(limit);
  return rows.map((row) => ({ ...row, subscriber_count: Number(row.subscriber_count) }));
}

/** Platform-wide counts for the landing page. */
export async function countPlatformStats(db: Executor, now: Date): Promise<PlatformStats> {
  const [channels] = await db
    .select({
      total: count(),
      verified: sql<number>`count(*) filter (where ${creatorSettings.isYoutubeVerified})::int`,
    })
    .from(creatorSettings);
  const [subscribers] = await db
    .select({ total: countDistinct(subscriptions.subscriberId) })
    .from(subscriptions)
    .where(hasAccessCondition(now));
  return {
    total_channels: Number(channels?.total ?? 0),
    total_subscribers: Number(subscribers?.total ?? 0),
    verified_channels: Number(channels?.verified ?? 0),
  };
}
