import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creatorSettings, subscriptions } from '../../db/schema';
import { hasAccessCondition } from './subscription-access';

export interface OpmlChannelRow {
  creatorId: string;
  channelName: string;
  logoUrl: string | null;
  feedUrl: string | null;
  podcastGuid: string | null;
  createdAt: Date;
}

const channelColumns = {
  creatorId: creatorSettings.creatorId,
  channelName: creatorSettings.channelName,
  logoUrl: creatorSettings.logoUrl,
  feedUrl: creatorSettings.feedUrl,
  podcastGuid: creatorSettings.podcastGuid,
  createdAt: creatorSettings.createdAt,
};

/** The channels whose subscription gives `subscriberId` access at `now`, by name then id. */
export async function listSubscribedChannels(
  db: Executor,
  subscriberId: string,
  now: Date,
): Promise<OpmlChannelRow[]> {
  return db
    .select(channelColumns)
    .from(subscriptions)
    .innerJoin(creatorSettings, eq(creatorSettings.creatorId, subscriptions.creatorId))
    .where(and(eq(subscriptions.subscriberId, subscriberId), hasAccessCondition(now)))
    .orderBy(asc(creatorSettings.channelName), asc(creatorSettings.creatorId));
}

/**
 * Channels that may match: a feed address equal to one of `feedKeys` once lower-cased without trailing
 * slashes (a superset: the service compares the exact normal form), or a `podcast:guid` among `guids`
 * (lower case). Oldest channel first, so that when two claim one feed the first to import it wins.
 */
export async function findCandidateChannels(
  db: Executor,
  feedKeys: string[],
  guids: string[],
): Promise<OpmlChannelRow[]> {
  const conditions = [];
  if (feedKeys.length > 0)
    conditions.push(
      and(
        isNotNull(creatorSettings.feedUrl),
        inArray(sql`rtrim(lower(${creatorSettings.feedUrl}), '/')`, feedKeys),
      ),
    );
  if (guids.length > 0)
    conditions.push(
      and(isNotNull(creatorSettings.podcastGuid), inArray(sql`lower(${creatorSettings.podcastGuid})`, guids)),
    );
  if (conditions.length === 0) return [];
  return db
    .select(channelColumns)
    .from(creatorSettings)
    .where(or(...conditions))
    .orderBy(asc(creatorSettings.createdAt), asc(creatorSettings.creatorId));
}

/** The channels of these creators (outlines naming a channel's Podbrief page). */
export async function findChannelsByIds(db: Executor, creatorIds: string[]): Promise<OpmlChannelRow[]> {
  if (creatorIds.length === 0) return [];
  return db
    .select(channelColumns)
    .from(creatorSettings)
    .where(inArray(creatorSettings.creatorId, creatorIds));
}

/** Of `creatorIds`, those `subscriberId` has a running subscription to (active and not set to end). */
export async function runningSubscriptionCreatorIds(
  db: Executor,
  subscriberId: string,
  creatorIds: string[],
): Promise<Set<string>> {
  if (creatorIds.length === 0) return new Set();
  const rows = await db
    .select({ creatorId: subscriptions.creatorId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.subscriberId, subscriberId),
        inArray(subscriptions.creatorId, creatorIds),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, false),
      ),
    );
  return new Set(rows.map((row) => row.creatorId));
}
