import { and, desc, eq, gt, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  channelMailPreferences,
  creatorSettings,
  feedConnections,
  mailDeliveries,
  mailSettings,
  profiles,
  reports,
  subscriptions,
} from '../../../db/schema';
import { CHANNEL_PAID, hasAccessCondition, STRIPE_PROVIDER } from '../../subscriptions';
import { DEFAULT_MAIL_FREQUENCY } from '@shared/contract/mail';
import type { DigestCadence } from '../queues';

/**
 * The frequency that applies to one reader and one channel: the channel's own choice, else the reader's
 * default, else the product default (a reader who never saved settings).
 */
const effectiveFrequency: SQL<string> = sql`coalesce(${channelMailPreferences.frequency}, ${mailSettings.defaultFrequency}, ${DEFAULT_MAIL_FREQUENCY})`;

/** A subscription's own row of channel preferences (left-joined: none means the reader's default). */
const ownChannelPreference = and(
  eq(channelMailPreferences.userId, subscriptions.subscriberId),
  eq(channelMailPreferences.creatorId, subscriptions.creatorId),
);

/**
 * Readers who get `creatorId`'s new report one by one: current subscribers with access, mail on, 'each',
 * who subscribed before it was published (a fan-out queued again later never mails an old report to a
 * new subscriber).
 */
export async function eachReportRecipients(
  db: Executor,
  creatorId: string,
  now: Date,
  publishedAt: Date,
): Promise<string[]> {
  const rows = await db
    .select({ userId: subscriptions.subscriberId })
    .from(subscriptions)
    .leftJoin(mailSettings, eq(mailSettings.userId, subscriptions.subscriberId))
    .leftJoin(channelMailPreferences, ownChannelPreference)
    .where(
      and(
        eq(subscriptions.creatorId, creatorId),
        hasAccessCondition(now),
        sql`${subscriptions.startDate} <= ${publishedAt.toISOString()}::timestamptz`,
        isNull(mailSettings.allOffAt),
        sql`${effectiveFrequency} = 'each'`,
      ),
    );
  return rows.map((row) => row.userId);
}

export interface ReaderPreference {
  email: string;
  allOff: boolean;
  /** The frequency for the channel, or null when the reader has no access to it now. */
  frequency: string | null;
  /** 'channel' when the reader chose it for this channel, 'default' when it follows their default. */
  source: 'channel' | 'default';
}

/**
 * What applies to these readers and one channel at this moment (re-read at send time, after the claim):
 * one statement for a chunk of a publish's readers. Readers who are gone are absent from the map.
 */
export async function readerPreferences(
  db: Executor,
  userIds: readonly string[],
  creatorId: string,
  now: Date,
): Promise<Map<string, ReaderPreference>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      allOffAt: mailSettings.allOffAt,
      channelFrequency: channelMailPreferences.frequency,
      defaultFrequency: mailSettings.defaultFrequency,
      subscribed: sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.subscriberId} = ${profiles.id} and ${subscriptions.creatorId} = ${creatorId} and ${hasAccessCondition(now)})`,
    })
    .from(profiles)
    .leftJoin(mailSettings, eq(mailSettings.userId, profiles.id))
    .leftJoin(
      channelMailPreferences,
      and(eq(channelMailPreferences.userId, profiles.id), eq(channelMailPreferences.creatorId, creatorId)),
    )
    .where(inArray(profiles.id, [...userIds]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        email: row.email,
        allOff: row.allOffAt !== null,
        frequency: row.subscribed
          ? (row.channelFrequency ?? row.defaultFrequency ?? DEFAULT_MAIL_FREQUENCY)
          : null,
        source: row.channelFrequency ? 'channel' : 'default',
      },
    ]),
  );
}

export interface MailReport {
  id: string;
  creatorId: string;
  title: string;
  summary: string;
  keyLearnings: { title: string }[];
  status: string;
  publishedAt: Date | null;
  channelName: string;
}

export async function findMailReport(db: Executor, reportId: string): Promise<MailReport | undefined> {
  const rows = await db
    .select({
      id: reports.id,
      creatorId: reports.creatorId,
      title: reports.title,
      summary: reports.summary,
      keyLearnings: reports.keyLearnings,
      status: reports.status,
      publishedAt: reports.publishedAt,
      channelName: sql<string>`coalesce(${creatorSettings.channelName}, '')`,
    })
    .from(reports)
    .leftJoin(creatorSettings, eq(creatorSettings.creatorId, reports.creatorId))
    .where(eq(reports.id, reportId));
  return rows[0];
}

/** Reports published recently (the tick queues their fan-out again: it is idempotent). */
export async function recentlyPublishedReportIds(db: Executor, since: Date, until: Date): Promise<string[]> {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.status, 'published'),
        sql`${reports.publishedAt} >= ${since.toISOString()}::timestamptz`,
        sql`${reports.publishedAt} < ${until.toISOString()}::timestamptz`,
      ),
    );
  return rows.map((row) => row.id);
}

export interface FeedEpisodeMailRow {
  reportId: string;
  creatorId: string;
  title: string;
  status: string;
  generationError: string | null;
  channelName: string;
  email: string;
  allOff: boolean;
  /** The creator stopped new-episode mail (their own row of channel preferences is 'off'). */
  feedMailOff: boolean;
  autoPublish: boolean;
}

/** A creator's report with what their new-episode mail needs, read at send time. */
export async function findFeedEpisodeMail(
  db: Executor,
  creatorId: string,
  reportId: string,
): Promise<FeedEpisodeMailRow | undefined> {
  const rows = await db
    .select({
      reportId: reports.id,
      creatorId: reports.creatorId,
      title: reports.title,
      status: reports.status,
      generationError: reports.generationError,
      channelName: sql<string>`coalesce(${creatorSettings.channelName}, ${profiles.displayName})`,
      email: profiles.email,
      allOff: sql<boolean>`${mailSettings.allOffAt} is not null`,
      feedMailOff: sql<boolean>`coalesce(${channelMailPreferences.frequency} = 'off', false)`,
      autoPublish: sql<boolean>`coalesce(${feedConnections.autoPublish}, false)`,
    })
    .from(reports)
    .innerJoin(profiles, eq(profiles.id, reports.creatorId))
    .leftJoin(creatorSettings, eq(creatorSettings.creatorId, reports.creatorId))
    .leftJoin(mailSettings, eq(mailSettings.userId, reports.creatorId))
    .leftJoin(
      channelMailPreferences,
      and(
        eq(channelMailPreferences.userId, reports.creatorId),
        eq(channelMailPreferences.creatorId, reports.creatorId),
      ),
    )
    .leftJoin(feedConnections, eq(feedConnections.creatorId, reports.creatorId))
    .where(and(eq(reports.id, reportId), eq(reports.creatorId, creatorId)));
  return rows[0];
}

export interface TrialEndingMailRow {
  email: string;
  channelName: string;
  timeZone: string;
  billingStatus: string | null;
  trialEnd: Date | null;
  hasPaymentMethod: boolean;
  subscriberId: string;
}

/** A paid subscription with what its trial-ending notice needs, read at send time. */
export async function findTrialEndingMail(
  db: Executor,
  subscriptionId: string,
): Promise<TrialEndingMailRow | undefined> {
  const rows = await db
    .select({
      email: profiles.email,
      channelName: sql<string>`coalesce(${creatorSettings.channelName}, 'your channel')`,
      timeZone: sql<string>`coalesce(${mailSettings.timeZone}, 'UTC')`,
      billingStatus: subscriptions.billingStatus,
      trialEnd: subscriptions.trialEnd,
      hasPaymentMethod: subscriptions.hasPaymentMethod,
      subscriberId: subscriptions.subscriberId,
    })
    .from(subscriptions)
    .innerJoin(profiles, eq(profiles.id, subscriptions.subscriberId))
    .leftJoin(creatorSettings, eq(creatorSettings.creatorId, subscriptions.creatorId))
    .leftJoin(mailSettings, eq(mailSettings.userId, subscriptions.subscriberId))
    .where(eq(subscriptions.id, subscriptionId));
  return rows[0];
}

export interface PriceChangeMailRow extends TrialEndingMailRow {
  creatorId: string;
  provider: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  stripePriceId: string | null;
  /** The channel's price now: a later change makes this notice stale. */
  channelPrice: number | null;
}

/** A paid subscription with what its price-change notice needs, read at send time (ADR 213). */
export async function findPriceChangeMail(
  db: Executor,
  subscriptionId: string,
): Promise<PriceChangeMailRow | undefined> {
  const rows = await db
    .select({
      email: profiles.email,
      channelName: sql<string>`coalesce(${creatorSettings.channelName}, 'your channel')`,
      timeZone: sql<string>`coalesce(${mailSettings.timeZone}, 'UTC')`,
      billingStatus: subscriptions.billingStatus,
      trialEnd: subscriptions.trialEnd,
      hasPaymentMethod: subscriptions.hasPaymentMethod,
      subscriberId: subscriptions.subscriberId,
      creatorId: subscriptions.creatorId,
      provider: subscriptions.provider,
      status: subscriptions.status,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      stripePriceId: subscriptions.stripePriceId,
      channelPrice: creatorSettings.subscriptionPrice,
    })
    .from(subscriptions)
    .innerJoin(profiles, eq(profiles.id, subscriptions.subscriberId))
    .leftJoin(creatorSettings, eq(creatorSettings.creatorId, subscriptions.creatorId))
    .leftJoin(mailSettings, eq(mailSettings.userId, subscriptions.subscriberId))
    .where(eq(subscriptions.id, subscriptionId));
  return rows[0];
}

export interface FreeBetaEndMailRow {
  email: string;
  subscriberId: string;
  creatorId: string;
  channelName: string;
  timeZone: string;
  provider: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  endedReason: string | null;
  currentPeriodEnd: Date;
  /** The channel's price now, in cents. */
  channelPrice: number | null;
}

/** A free-beta subscription its channel's turning paid ended, with what its notice needs (ADR 226). */
export async function findFreeBetaEndMail(
  db: Executor,
  subscriptionId: string,
): Promise<FreeBetaEndMailRow | undefined> {
  const rows = await db
    .select({
      email: profiles.email,
      subscriberId: subscriptions.subscriberId,
      creatorId: subscriptions.creatorId,
      channelName: sql<string>`coalesce(${creatorSettings.channelName}, 'your channel')`,
      timeZone: sql<string>`coalesce(${mailSettings.timeZone}, 'UTC')`,
      provider: subscriptions.provider,
      status: subscriptions.status,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      endedReason: subscriptions.endedReason,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      channelPrice: creatorSettings.subscriptionPrice,
    })
    .from(subscriptions)
    .innerJoin(profiles, eq(profiles.id, subscriptions.subscriberId))
    .leftJoin(creatorSettings, eq(creatorSettings.creatorId, subscriptions.creatorId))
    .leftJoin(mailSettings, eq(mailSettings.userId, subscriptions.subscriberId))
    .where(eq(subscriptions.id, subscriptionId));
  return rows[0];
}

/**
 * Free-beta subscriptions a channel's turning paid ended that still read free after `now` (ADR 226): each
 * is owed its notice, once per end of free reading.
 */
export async function freeBetaEndsReading(
  db: Executor,
  now: Date,
  limit: number,
): Promise<{ id: string; accessUntil: Date }[]> {
  const rows = await db
    .select({ id: subscriptions.id, accessUntil: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(
      and(
        ne(subscriptions.provider, STRIPE_PROVIDER),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, true),
        eq(subscriptions.endedReason, CHANNEL_PAID),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(subscriptions.currentPeriodEnd)
    .limit(limit);
  return rows;
}

export interface DigestReader {
  userId: string;
  cadence: DigestCadence;
  timeZone: string;
  hour: number;
  weekday: number;
}

/**
 * Every (reader, cadence) with at least one channel on a daily or weekly digest: current subscribers
 * with access and mail on. Readers without settings get the product's defaults.
 */
export async function digestReaders(
  db: Executor,
  now: Date,
  defaults: { timeZone: string; hour: number; weekday: number },
): Promise<DigestReader[]> {
  const rows = await db
    .selectDistinct({
      userId: subscriptions.subscriberId,
      cadence: sql<DigestCadence>`${effectiveFrequency}`,
      timeZone: sql<string>`coalesce(${mailSettings.timeZone}, ${defaults.timeZone})`,
      hour: sql<number>`coalesce(${mailSettings.digestHour}, ${defaults.hour}::int)`,
      weekday: sql<number>`coalesce(${mailSettings.digestWeekday}, ${defaults.weekday}::int)`,
    })
    .from(subscriptions)
    .leftJoin(mailSettings, eq(mailSettings.userId, subscriptions.subscriberId))
    .leftJoin(channelMailPreferences, ownChannelPreference)
    .where(
      and(
        hasAccessCondition(now),
        isNull(mailSettings.allOffAt),
        sql`${effectiveFrequency} in ('daily', 'weekly')`,
      ),
    );
  return rows.map((row) => ({ ...row, hour: Number(row.hour), weekday: Number(row.weekday) }));
}

export interface DigestSettings {
  email: string;
  allOff: boolean;
  timeZone: string;
}

export async function digestSettings(
  db: Executor,
  userId: string,
  defaultTimeZone: string,
): Promise<DigestSettings | undefined> {
  const rows = await db
    .select({ email: profiles.email, allOffAt: mailSettings.allOffAt, timeZone: mailSettings.timeZone })
    .from(profiles)
    .leftJoin(mailSettings, eq(mailSettings.userId, profiles.id))
    .where(eq(profiles.id, userId));
  const row = rows[0];
  return row
    ? { email: row.email, allOff: row.allOffAt !== null, timeZone: row.timeZone ?? defaultTimeZone }
    : undefined;
}

/**
 * The reports a digest holds: published in [start, end), of the channels the reader reads now and has on
 * this cadence, newest first.
 */
export async function digestReports(
  db: Executor,
  userId: string,
  cadence: DigestCadence,
  period: { start: Date; end: Date },
  now: Date,
): Promise<MailReport[]> {
  return db
    .select({
      id: reports.id,
      creatorId: reports.creatorId,
      title: reports.title,
      summary: reports.summary,
      keyLearnings: reports.keyLearnings,
      status: reports.status,
      publishedAt: reports.publishedAt,
      channelName: sql<string>`coalesce(${creatorSettings.channelName}, '')`,
    })
    .from(subscriptions)
    .innerJoin(reports, eq(reports.creatorId, subscriptions.creatorId))
    .leftJoin(creatorSettings, eq(creatorSettings.creatorId, reports.creatorId))
    .leftJoin(mailSettings, eq(mailSettings.userId, subscriptions.subscriberId))
    .leftJoin(channelMailPreferences, ownChannelPreference)
    .where(
      and(
        eq(subscriptions.subscriberId, userId),
        hasAccessCondition(now),
        sql`${effectiveFrequency} = ${cadence}`,
        eq(reports.status, 'published'),
        sql`${reports.publishedAt} >= ${period.start.toISOString()}::timestamptz`,
        sql`${reports.publishedAt} < ${period.end.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(reports.publishedAt), desc(reports.id));
}

export type DeliveryRow = typeof mailDeliveries.$inferSelect;

type NewDelivery = {
  userId: string;
  kind: 'report' | 'digest' | 'feed_episode' | 'trial_ending' | 'price_change' | 'free_beta_end';
  dedupeKey: string;
  reportId?: string | null;
  periodStart?: Date | null;
  periodEnd?: Date | null;
  messageId: string;
};

/** Makes the delivery row once (the unique key keeps it one), and returns the row that is there. */
export async function ensureDelivery(db: Executor, values: NewDelivery, now: Date): Promise<DeliveryRow> {
  const [row] = await ensureDeliveries(db, [values], now);
  if (!row) throw new Error(`mail delivery ${values.dedupeKey} vanished`);
  return row;
}

/**
 * `ensureDelivery` for many mails in two statements: the rows that are missing are made, and every row
 * that is there comes back (in no particular order).
 */
export async function ensureDeliveries(
  db: Executor,
  values: readonly NewDelivery[],
  now: Date,
): Promise<DeliveryRow[]> {
  if (values.length === 0) return [];
  await db
    .insert(mailDeliveries)
    .values(values.map((value) => ({ ...value, status: 'pending', createdAt: now, updatedAt: now })))
    .onConflictDoNothing({ target: mailDeliveries.dedupeKey });
  return db
    .select()
    .from(mailDeliveries)
    .where(
      inArray(
        mailDeliveries.dedupeKey,
        values.map((value) => value.dedupeKey),
      ),
    );
}

/**
 * Takes the delivery for one attempt. A pending row is free when no attempt ran yet, the last one
 * failed (it left its error), or the attempt that took it is older than `leaseMs` (its process died).
 * Exactly one caller gets the row back; everyone else gets undefined.
 */
export async function claimDelivery(
  db: Executor,
  id: string,
  now: Date,
  leaseMs: number,
): Promise<DeliveryRow | undefined> {
  const [row] = await claimDeliveries(db, [id], now, leaseMs);
  return row;
}

/** `claimDelivery` for many rows in one statement: the rows this caller took (each by one caller only). */
export async function claimDeliveries(
  db: Executor,
  ids: readonly string[],
  now: Date,
  leaseMs: number,
): Promise<DeliveryRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(mailDeliveries)
    .set({ attempts: sql`${mailDeliveries.attempts} + 1`, lastError: null, updatedAt: now })
    .where(
      and(
        inArray(mailDeliveries.id, [...ids]),
        eq(mailDeliveries.status, 'pending'),
        or(
          eq(mailDeliveries.attempts, 0),
          sql`${mailDeliveries.lastError} is not null`,
          lt(mailDeliveries.updatedAt, new Date(now.getTime() - leaseMs)),
        ),
      ),
    )
    .returning();
}

/** Ends an attempt: sent, failed for good, skipped, or (status 'pending') failed for now with its error. */
export async function finishDelivery(
  db: Executor,
  id: string,
  outcome:
    | { status: 'sent' }
    | { status: 'failed' | 'pending'; error: string }
    | { status: 'skipped'; reason: string },
  now: Date,
): Promise<void> {
  await db
    .update(mailDeliveries)
    .set({
      status: outcome.status,
      updatedAt: now,
      ...(outcome.status === 'sent' ? { sentAt: now, lastError: null } : {}),
      ...('error' in outcome ? { lastError: outcome.error } : {}),
      ...('reason' in outcome ? { lastError: outcome.reason } : {}),
    })
    .where(and(eq(mailDeliveries.id, id), eq(mailDeliveries.status, 'pending')));
}

/** Which of these unique keys already have a delivery row. */
export async function existingDedupeKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: mailDeliveries.dedupeKey })
    .from(mailDeliveries)
    .where(inArray(mailDeliveries.dedupeKey, keys));
  return new Set(rows.map((row) => row.key));
}

/** Paid trials without a card that end in (`from`, `to`]: each is owed a trial-ending notice (ADR 214). */
export async function cardlessTrialsEnding(
  db: Executor,
  from: Date,
  to: Date,
  limit: number,
): Promise<{ id: string; trialEnd: Date }[]> {
  const rows = await db
    .select({ id: subscriptions.id, trialEnd: subscriptions.trialEnd })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, STRIPE_PROVIDER),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.billingStatus, 'trialing'),
        eq(subscriptions.hasPaymentMethod, false),
        gt(subscriptions.trialEnd, from),
        lte(subscriptions.trialEnd, to),
      ),
    )
    .orderBy(subscriptions.trialEnd)
    .limit(limit);
  return rows.flatMap((row) => (row.trialEnd ? [{ id: row.id, trialEnd: row.trialEnd }] : []));
}

/** Deliveries still pending whose last attempt is older than `before` (retries used up, or never queued). */
export async function stalePendingDeliveries(
  db: Executor,
  before: Date,
  limit: number,
): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.status, 'pending'), lt(mailDeliveries.updatedAt, before)))
    .orderBy(mailDeliveries.updatedAt)
    .limit(limit);
}

export interface FailedDeliveryRow {
  id: string;
  kind: string;
  email: string;
  reportId: string | null;
  reportTitle: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  error: string | null;
  attempts: number;
  failedAt: Date;
}

/** Deliveries with this status, newest first (the admin list). */
export async function listDeliveries(
  db: Executor,
  status: 'failed' | 'pending' | 'sent' | 'skipped',
  limit: number,
): Promise<FailedDeliveryRow[]> {
  return db
    .select({
      id: mailDeliveries.id,
      kind: mailDeliveries.kind,
      email: profiles.email,
      reportId: mailDeliveries.reportId,
      reportTitle: reports.title,
      periodStart: mailDeliveries.periodStart,
      periodEnd: mailDeliveries.periodEnd,
      error: mailDeliveries.lastError,
      attempts: mailDeliveries.attempts,
      failedAt: mailDeliveries.updatedAt,
    })
    .from(mailDeliveries)
    .innerJoin(profiles, eq(profiles.id, mailDeliveries.userId))
    .leftJoin(reports, eq(reports.id, mailDeliveries.reportId))
    .where(eq(mailDeliveries.status, status))
    .orderBy(desc(mailDeliveries.createdAt), desc(mailDeliveries.id))
    .limit(limit);
}
