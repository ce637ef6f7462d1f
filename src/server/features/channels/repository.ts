import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { keysetAfter, timestampKey } from '../../db/keyset-page';
import type { ListPosition } from '../../db/list-cursor';
import {
  creatorSettings,
  payoutAccounts,
  profiles,
  reports,
  subscriptions,
  type KeyLearning,
} from '../../db/schema';
import { type StoredSubscriptionState, hasAccessCondition } from '../subscriptions';
import { rowsOf } from '../../db/sql-rows';

/** A channel's own fields: its settings and its creator's name. */
export interface ChannelFields {
  creatorId: string;
  channelName: string;
  creatorName: string;
  description: string | null;
  logoUrl: string | null;
  isVerified: boolean;
  categories: string[];
  price: number;
  currency: string;
  youtubeChannelUrl: string | null;
  socialLinks: unknown;
  createdAt: Date;
  /** The name the list sorts by, as PostgreSQL lower-cases it, for the next cursor. */
  nameKey: string;
}

/** A channel as its page, its card and the list show it: its fields and what is counted at `now`. */
export interface ChannelRow extends ChannelFields {
  /** The creator's Stripe payout account is active (charges and payouts enabled). */
  payoutActive: boolean;
  subscriberCount: number;
  reportCount: number;
}

function fieldColumns() {
  return {
    creatorId: creatorSettings.creatorId,
    channelName: creatorSettings.channelName,
    creatorName: profiles.fullName,
    description: creatorSettings.channelDescription,
    logoUrl: creatorSettings.logoUrl,
    isVerified: creatorSettings.isYoutubeVerified,
    categories: creatorSettings.contentCategories,
    price: creatorSettings.subscriptionPrice,
    currency: creatorSettings.currency,
    youtubeChannelUrl: creatorSettings.youtubeChannelUrl,
    socialLinks: creatorSettings.socialLinks,
    createdAt: creatorSettings.createdAt,
    nameKey: sql<string>`lower(${creatorSettings.channelName})`,
  };
}

/** Subscribers are counted with the one access rule, so a count never includes expired cancellations. */
function channelColumns(now: Date) {
  return {
    ...fieldColumns(),
    payoutActive: sql<boolean>`exists (select 1 from ${payoutAccounts} where ${payoutAccounts.creatorId} = ${creatorSettings.creatorId} and ${payoutAccounts.state} = 'active')`,
    subscriberCount: sql<number>`(select count(*)::int from ${subscriptions} where ${subscriptions.creatorId} = ${creatorSettings.creatorId} and ${hasAccessCondition(now)})`,
    reportCount: sql<number>`(select count(*)::int from ${reports} where ${reports.creatorId} = ${creatorSettings.creatorId} and ${reports.status} = 'published')`,
  };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface ChannelFilter {
  search?: string | undefined;
  category?: string | undefined;
  /** Where the previous page ended: key [lower(channel_name)], id creator_id. */
  after?: ListPosition | undefined;
}

/** Channels ordered by name (case-insensitive), keyset-paginated on (lower(channel_name), creator_id). */
export async function listChannels(
  db: Executor,
  now: Date,
  filter: ChannelFilter,
  limit: number,
): Promise<ChannelRow[]> {
  const conditions: (SQL | undefined)[] = [];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(
      or(sql`${creatorSettings.channelName} ilike ${pattern}`, sql`${profiles.fullName} ilike ${pattern}`),
    );
  }
  if (filter.category) {
    conditions.push(
      sql`exists (select 1 from unnest(${creatorSettings.contentCategories}) as category(name) where lower(category.name) = lower(${filter.category}))`,
    );
  }
  if (filter.after) {
    conditions.push(
      keysetAfter('asc', [
        [sql`lower(${creatorSettings.channelName})`, sql`${filter.after.key[0]}`],
        [creatorSettings.creatorId, sql`${filter.after.id}::uuid`],
      ]),
    );
  }
  const rows = await db
    .select(channelColumns(now))
    .from(creatorSettings)
    .innerJoin(profiles, eq(profiles.id, creatorSettings.creatorId))
    .where(and(...conditions))
    .orderBy(sql`lower(${creatorSettings.channelName})`, creatorSettings.creatorId)
    .limit(limit);
  return rows.map(normalize);
}

/**
 * The one lookup of a channel by its creator, undefined when the creator has set up none: its fields for
 * subscribing, a Checkout, a payout and a price change (read through the channels area's face, ADR
 * 238); with `countedAt`, also what the channel page and its card count at that time, in the same
 * statement. The counts are asked for because they cost a scan of the channel's subscriptions and
 * reports that the other callers, some inside a subscribe's transaction, do not need.
 */
export async function findChannel(db: Executor, creatorId: string): Promise<ChannelFields | undefined>;
export async function findChannel(
  db: Executor,
  creatorId: string,
  countedAt: Date,
): Promise<ChannelRow | undefined>;
export async function findChannel(
  db: Executor,
  creatorId: string,
  countedAt?: Date,
): Promise<ChannelFields | ChannelRow | undefined> {
  const columns = countedAt ? channelColumns(countedAt) : fieldColumns();
  const rows: ChannelFields[] = await db
    .select(columns)
    .from(creatorSettings)
    .innerJoin(profiles, eq(profiles.id, creatorSettings.creatorId))
    .where(eq(creatorSettings.creatorId, creatorId))
    .limit(1);
  const row = rows[0];
  return row && countedAt ? normalize(row as ChannelRow) : row;
}

/**
 * Whether the creator has set up a channel (saved settings with a name). Publishing a report and creating
 * an invite link both need one: a report and a link lead to the channel page.
 */
export async function hasChannel(db: Executor, creatorId: string): Promise<boolean> {
  return (await findChannel(db, creatorId)) !== undefined;
}

function normalize(row: ChannelRow): ChannelRow {
  return { ...row, subscriberCount: Number(row.subscriberCount), reportCount: Number(row.reportCount) };
}

/** Every category any channel uses, for the filter menu. */
export async function listCategories(db: Executor): Promise<string[]> {
  const result = await db.execute(
    sql`select distinct btrim(category.name) as name from ${creatorSettings}, unnest(${creatorSettings.contentCategories}) as category(name) where btrim(category.name) <> '' order by 1`,
  );
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

export interface ViewerSubscriptionRow extends StoredSubscriptionState {
  id: string;
  creatorId: string;
  updatedAt: Date;
  stripeSubscriptionId: string | null;
}

/** The viewer's own subscriptions to the given channels (one row per creator at most). */
export async function viewerSubscriptions(
  db: Executor,
  viewerId: string,
  creatorIds: string[],
): Promise<ViewerSubscriptionRow[]> {
  if (creatorIds.length === 0) return [];
  return db
    .select({
      id: subscriptions.id,
      creatorId: subscriptions.creatorId,
      status: subscriptions.status,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      startDate: subscriptions.startDate,
      currentPeriodStart: subscriptions.currentPeriodStart,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      canceledAt: subscriptions.canceledAt,
      provider: subscriptions.provider,
      accessUntil: subscriptions.accessUntil,
      endedReason: subscriptions.endedReason,
      stripeSubscriptionId: subscriptions.stripeSubscriptionId,
      updatedAt: subscriptions.updatedAt,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.subscriberId, viewerId), inArray(subscriptions.creatorId, creatorIds)));
}

export interface ChannelReportRow {
  id: string;
  title: string;
  publishedAt: Date;
  /** published_at as exact text, for the next cursor. */
  publishedAtKey: string;
  episodeTitle: string;
  episodeNumber: number | null;
  readingTimeSeconds: number;
  episodeDurationSeconds: number;
  summary: string;
  keyLearnings: KeyLearning[];
}

/** A channel's published reports, newest first, keyset-paginated on (published_at, id). */
export async function listPublishedReports(
  db: Executor,
  creatorId: string,
  limit: number,
  after?: ListPosition,
): Promise<ChannelReportRow[]> {
  const rows = await db
    .select({
      id: reports.id,
      title: reports.title,
      publishedAt: reports.publishedAt,
      publishedAtKey: timestampKey(reports.publishedAt),
      episodeTitle: reports.episodeTitle,
      episodeNumber: reports.episodeNumber,
      readingTimeSeconds: reports.readingTimeSeconds,
      episodeDurationSeconds: reports.episodeDurationSeconds,
      summary: reports.summary,
      keyLearnings: reports.keyLearnings,
    })
    .from(reports)
    .where(
      and(
        eq(reports.creatorId, creatorId),
        eq(reports.status, 'published'),
        after
          ? keysetAfter('desc', [
              [reports.publishedAt, sql`${after.key[0]}::timestamptz`],
              [reports.id, sql`${after.id}::uuid`],
            ])
          : undefined,
      ),
    )
    .orderBy(desc(reports.publishedAt), desc(reports.id))
    .limit(limit);
  // published_at is set for every published report (reports_published_at_ck).
  return rows.map((r) => ({ ...r, publishedAt: r.publishedAt! }));
}
