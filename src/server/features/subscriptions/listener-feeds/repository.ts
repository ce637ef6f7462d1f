import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { creatorSettings, reports, subscriptions, type KeyLearning } from '../../../db/schema';
import { hasAccessCondition } from '../subscription-access';

export interface FeedChannelRow {
  creatorId: string;
  channelName: string;
  channelDescription: string | null;
  /** Whether the subscription gives access at `now` (the one access rule, ADR 040). */
  access: boolean;
  /** The newest change that shows in the channel's feed apart from its reports (name, subscription, its end). */
  changedAt: Date;
}

/**
 * The channels `subscriberId` has a subscription row for, by name then id, each with whether it gives
 * access now. A lapsed one's end counts as a change once it has passed, so a reader's If-Modified-Since
 * does not hide the feed's "ended" notice.
 */
export async function subscribedChannels(
  db: Executor,
  subscriberId: string,
  now: Date,
  creatorId?: string,
): Promise<FeedChannelRow[]> {
  const nowIso = now.toISOString();
  const rows = await db
    .select({
      creatorId: creatorSettings.creatorId,
      channelName: creatorSettings.channelName,
      channelDescription: creatorSettings.channelDescription,
      access: sql<boolean>`(${hasAccessCondition(now)})`,
      changedAt: sql<string>`greatest(
        ${creatorSettings.updatedAt},
        ${subscriptions.updatedAt},
        case when ${subscriptions.currentPeriodEnd} <= ${nowIso}::timestamptz then ${subscriptions.currentPeriodEnd} end,
        case when ${subscriptions.accessUntil} <= ${nowIso}::timestamptz then ${subscriptions.accessUntil} end
      )`,
    })
    .from(subscriptions)
    .innerJoin(creatorSettings, eq(creatorSettings.creatorId, subscriptions.creatorId))
    .where(
      and(
        eq(subscriptions.subscriberId, subscriberId),
        creatorId ? eq(subscriptions.creatorId, creatorId) : undefined,
      ),
    )
    .orderBy(asc(creatorSettings.channelName), asc(creatorSettings.creatorId));
  return rows.map((row) => ({ ...row, access: Boolean(row.access), changedAt: new Date(row.changedAt) }));
}

export interface FeedReportRow {
  id: string;
  creatorId: string;
  channelName: string;
  title: string;
  summary: string;
  keyLearnings: KeyLearning[];
  episodeTitle: string;
  episodeMediaUrl: string | null;
  publishedAt: Date;
  updatedAt: Date;
}

/** The newest published reports of these channels, newest first (the feed index serves it). */
export async function publishedReports(
  db: Executor,
  creatorIds: string[],
  limit: number,
): Promise<FeedReportRow[]> {
  if (creatorIds.length === 0) return [];
  const rows = await db
    .select({
      id: reports.id,
      creatorId: reports.creatorId,
      channelName: creatorSettings.channelName,
      title: reports.title,
      summary: reports.summary,
      keyLearnings: reports.keyLearnings,
      episodeTitle: reports.episodeTitle,
      episodeMediaUrl: reports.episodeMediaUrl,
      publishedAt: reports.publishedAt,
      updatedAt: reports.updatedAt,
    })
    .from(reports)
    .innerJoin(creatorSettings, eq(creatorSettings.creatorId, reports.creatorId))
    .where(and(inArray(reports.creatorId, creatorIds), eq(reports.status, 'published')))
    .orderBy(desc(reports.publishedAt), desc(reports.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt ?? row.updatedAt }));
}
