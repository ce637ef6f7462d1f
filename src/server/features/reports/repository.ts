import { and, eq, sql } from 'drizzle-orm';
import type { Chapter, KeyLearning, Quote } from '../../db/schema';
import { notes, reportFavourites, reportReads, subscriptions } from '../../db/schema';
import type { Executor } from '../../db/client';
import { hasAccessCondition, readableCreatorIds } from '../subscriptions';
import { rowsOf } from '../../db/sql-rows';

/** One published report with its channel and the reader's own marks. */
export interface ReportRow {
  id: string;
  creatorId: string;
  title: string;
  summary: string;
  keyLearnings: KeyLearning[];
  chapters: Chapter[];
  quotes: Quote[];
  readingTimeSeconds: number;
  episodeTitle: string;
  episodeNumber: number | null;
  episodePublishedAt: Date | null;
  episodeDurationSeconds: number;
  episodeMediaUrl: string | null;
  publishedAt: Date;
  createdAt: Date;
  updatedAt: Date;
  channelName: string;
  creatorName: string;
  logoUrl: string | null;
  isVerified: boolean;
  priceCents: number;
  currency: string;
  /** The creator's Stripe payout account is active (ADR 213: with a price, the channel is paid). */
  payoutActive: boolean;
  /** The reader already had this channel's paid subscription or trial: Checkout charges at once (ADR 227). */
  trialUsed: boolean;
  readAt: Date | null;
  isFavourite: boolean;
  /** Exact sort keys, for previous / next in the feed order. */
  publishedAtKey: string;
  titleKey: string;
  channelKey: string;
  /** The uploaded audio file, when the creator uploaded one (otherwise the enclosure, episodeMediaUrl). */
  audioKey: string | null;
  audioMimeType: string | null;
  /** The uploaded file's own length, when it could be read. */
  audioDurationSeconds: number | null;
  hasTranscript: boolean;
  /** What wrote the report (`generation_provider`): "extractive", "openai-compatible:<model>", or null. */
  generationProvider: string | null;
}

interface RawReportRow {
  id: string;
  creator_id: string;
  title: string;
  summary: string;
  key_learnings: KeyLearning[] | null;
  chapters: Chapter[] | null;
  quotes: Quote[] | null;
  reading_time_seconds: number;
  episode_title: string;
  episode_number: number | null;
  episode_published_at: Date | string | null;
  episode_duration_seconds: number;
  episode_media_url: string | null;
  published_at: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
  channel_name: string;
  creator_name: string;
  logo_url: string | null;
  is_verified: boolean;
  price_cents: number;
  currency: string;
  payout_active: boolean;
  trial_used: boolean;
  read_at: Date | string | null;
  is_favourite: boolean;
  published_at_key: string;
  title_key: string;
  channel_key: string;
  audio_key: string | null;
  audio_mime_type: string | null;
  audio_duration_seconds: number | null;
  has_transcript: boolean;
  generation_provider: string | null;
}

const toDate = (value: Date | string) => new Date(value);

/**
 * A published report by id, or undefined. Drafts and unpublished reports do not exist for readers.
 * `userId` only adds that user's read mark and favourite; access is decided by the service.
 */
export async function findPublishedReport(
  db: Executor,
  reportId: string,
  userId: string | null,
): Promise<ReportRow | undefined> {
  const reader = userId ?? '00000000-0000-0000-0000-000000000000';
  const result = await db.execute(sql`
    select r.id, r.creator_id, r.title, r.summary, r.key_learnings, r.chapters, r.quotes, r.reading_time_seconds,
      r.episode_title, r.episode_number, r.episode_published_at, r.episode_duration_seconds, r.episode_media_url,
      r.published_at, r.created_at, r.updated_at,
      coalesce(cs.channel_name, p.display_name) as channel_name,
      coalesce(nullif(p.full_name, ''), p.display_name) as creator_name,
      cs.logo_url, coalesce(cs.is_youtube_verified, false) as is_verified,
      coalesce(cs.subscription_price, 200) as price_cents, coalesce(cs.currency, 'USD') as currency,
      exists (select 1 from payout_accounts pa where pa.creator_id = r.creator_id and pa.state = 'active') as payout_active,
      exists (select 1 from subscriptions s where s.subscriber_id = ${reader}::uuid and s.creator_id = r.creator_id
        and (s.provider = 'stripe' or s.stripe_subscription_id is not null)) as trial_used,
      (select rr.read_at from report_reads rr where rr.user_id = ${reader}::uuid and rr.report_id = r.id) as read_at,
      exists (select 1 from report_favourites rf where rf.user_id = ${reader}::uuid and rf.report_id = r.id) as is_favourite,
      to_char(r.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as published_at_key,
      lower(r.title) as title_key, lower(coalesce(cs.channel_name, p.display_name)) as channel_key,
      ra.storage_key as audio_key, ra.mime_type as audio_mime_type, ra.duration_seconds as audio_duration_seconds,
      exists (select 1 from report_transcripts rt where rt.report_id = r.id) as has_transcript,
      r.generation_provider
    from reports r
    join profiles p on p.id = r.creator_id
    left join creator_settings cs on cs.creator_id = r.creator_id
    left join report_audio ra on ra.report_id = r.id
    where r.id = ${reportId}::uuid and r.status = 'published'`);
  const row = rowsOf<RawReportRow>(result)[0];
  if (!row) return undefined;
  return {
    id: row.id,
    creatorId: row.creator_id,
    title: row.title,
    summary: row.summary,
    keyLearnings: row.key_learnings ?? [],
    chapters: row.chapters ?? [],
    quotes: row.quotes ?? [],
    readingTimeSeconds: row.reading_time_seconds,
    episodeTitle: row.episode_title,
    episodeNumber: row.episode_number,
    episodePublishedAt: row.episode_published_at === null ? null : toDate(row.episode_published_at),
    episodeDurationSeconds: row.episode_duration_seconds,
    episodeMediaUrl: row.episode_media_url,
    publishedAt: toDate(row.published_at),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    channelName: row.channel_name,
    creatorName: row.creator_name,
    logoUrl: row.logo_url,
    isVerified: row.is_verified,
    priceCents: row.price_cents,
    currency: row.currency,
    payoutActive: row.payout_active,
    trialUsed: row.trial_used,
    readAt: row.read_at === null ? null : toDate(row.read_at),
    isFavourite: row.is_favourite,
    publishedAtKey: row.published_at_key,
    titleKey: row.title_key,
    channelKey: row.channel_key,
    audioKey: row.audio_key,
    audioMimeType: row.audio_mime_type,
    audioDurationSeconds: row.audio_duration_seconds,
    hasTranscript: row.has_transcript,
    generationProvider: row.generation_provider,
  };
}

/**
 * Whether the report's transcript has times, from its stored turns (ADR 166); null when it has none
 * stored (no transcript, or a row from before they were kept).
 */
export async function transcriptHasTimestamps(db: Executor, reportId: string): Promise<boolean | null> {
  const result = await db.execute(sql`
    select (normalized::json ->> 'hasTimestamps') as has_timestamps
    from report_transcripts where report_id = ${reportId}::uuid and normalized is not null`);
  const row = rowsOf<{ has_timestamps: string | null }>(result)[0];
  return row?.has_timestamps == null ? null : row.has_timestamps === 'true';
}

/** Marks read once; a second call keeps the first read time. Returns when it was read. */
export async function markRead(db: Executor, userId: string, reportId: string, now: Date): Promise<Date> {
  await db.insert(reportReads).values({ userId, reportId, readAt: now }).onConflictDoNothing();
  const rows = await db
    .select({ readAt: reportReads.readAt })
    .from(reportReads)
    .where(and(eq(reportReads.userId, userId), eq(reportReads.reportId, reportId)));
  return rows[0]?.readAt ?? now;
}

export async function unmarkRead(db: Executor, userId: string, reportId: string): Promise<void> {
  await db.delete(reportReads).where(and(eq(reportReads.userId, userId), eq(reportReads.reportId, reportId)));
}

export async function addFavourite(db: Executor, userId: string, reportId: string, now: Date): Promise<void> {
  await db.insert(reportFavourites).values({ userId, reportId, createdAt: now }).onConflictDoNothing();
}

export async function removeFavourite(db: Executor, userId: string, reportId: string): Promise<void> {
  await db
    .delete(reportFavourites)
    .where(and(eq(reportFavourites.userId, userId), eq(reportFavourites.reportId, reportId)));
}

/** The channels `userId` may read at `now` that have published something, by name. */
export async function findReadableChannels(db: Executor, userId: string, now: Date) {
  const result = await db.execute(sql`
    select c.creator_id, coalesce(cs.channel_name, p.display_name) as channel_name, cs.logo_url
    from (select distinct x.creator_id from ${readableCreatorIds(userId, now)} as x(creator_id)) c
    join profiles p on p.id = c.creator_id
    left join creator_settings cs on cs.creator_id = c.creator_id
    where exists (select 1 from reports r where r.creator_id = c.creator_id and r.status = 'published')
    order by lower(coalesce(cs.channel_name, p.display_name)), c.creator_id`);
  return rowsOf<{ creator_id: string; channel_name: string; logo_url: string | null }>(result).map((row) => ({
    creatorId: row.creator_id,
    channelName: row.channel_name,
    logoUrl: row.logo_url,
  }));
}

/** `userId`'s own note on the report, for the Markdown download; nobody else's. */
export async function findOwnNote(
  db: Executor,
  userId: string,
  reportId: string,
): Promise<{ content: string; updatedAt: Date } | undefined> {
  const [row] = await db
    .select({ content: notes.content, updatedAt: notes.updatedAt })
    .from(notes)
    .where(and(eq(notes.userId, userId), eq(notes.reportId, reportId)))
    .limit(1);
  return row;
}

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
