import { and, asc, count, countDistinct, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creatorSettings, reports, subscriptions } from '../../db/schema';
import type { PlatformStats, PopularPodcast, SampleReport } from '@shared/contract/landing';
import { hasAccessCondition } from '../subscriptions';

/**
 * The featured channels (ADR 202): only channels with at least one published report, ranked by how many
 * subscribers can read them now (the access rule, not raw rows: a lapsed cancellation no longer counts),
 * then by their latest publication, then by name so ties are stable. An empty new channel is not featured.
 */
export async function findPopularPodcasts(db: Executor, now: Date, limit: number): Promise<PopularPodcast[]> {
  const subscriberCount = sql<number>`count(${subscriptions.id})::int`;
  // max() over the feed index (creator, published_at desc, where published) reads one index entry.
  const latestPublishedAt = sql<Date | null>`(
    select max(${reports.publishedAt}) from ${reports}
    where ${reports.creatorId} = ${creatorSettings.creatorId} and ${reports.status} = 'published'
  )`;
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
    .where(isNotNull(latestPublishedAt))
    .groupBy(creatorSettings.creatorId)
    .orderBy(
      desc(subscriberCount),
      sql`${latestPublishedAt} desc`,
      asc(creatorSettings.channelName),
      asc(creatorSettings.creatorId),
    )
    .limit(limit);
  return rows.map((row) => ({ ...row, subscriber_count: Number(row.subscriber_count) }));
}

/**
 * The latest published report of each of these channels, as a visitor may see it: the teaser's fields
 * (ADR 051), never the summary. One row per channel through the feed index.
 */
export async function findLatestPublishedReports(
  db: Executor,
  creatorIds: readonly string[],
): Promise<SampleReport[]> {
  if (creatorIds.length === 0) return [];
  const rows = await db
    .selectDistinctOn([reports.creatorId], {
      id: reports.id,
      creatorId: reports.creatorId,
      title: reports.title,
      publishedAt: reports.publishedAt,
      readingTimeSeconds: reports.readingTimeSeconds,
      episodeDurationSeconds: reports.episodeDurationSeconds,
      firstKeyLearning: sql<{ title?: unknown; detail?: unknown } | null>`${reports.keyLearnings} -> 0`,
      keyLearningCount: sql<number>`jsonb_array_length(${reports.keyLearnings})::int`,
    })
    .from(reports)
    .where(and(inArray(reports.creatorId, [...creatorIds]), eq(reports.status, 'published')))
    .orderBy(reports.creatorId, desc(reports.publishedAt), desc(reports.id));
  return rows.map((row) => {
    const learning = row.firstKeyLearning;
    return {
      id: row.id,
      creatorId: row.creatorId,
      title: row.title,
      publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
      readingTimeSeconds: row.readingTimeSeconds,
      episodeDurationSeconds: row.episodeDurationSeconds,
      firstKeyLearning:
        learning && typeof learning.title === 'string'
          ? { title: learning.title, detail: typeof learning.detail === 'string' ? learning.detail : '' }
          : null,
      keyLearningCount: Number(row.keyLearningCount),
    };
  });
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
