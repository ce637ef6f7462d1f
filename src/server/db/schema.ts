/**
 * The whole relational model of Podbrief (docs/product.md#entities, #reports).
 * Every table lives here so that drizzle-kit generates one coherent migration history.
 * Constraints carry the rules the database can hold by itself; the services hold the rest.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type SocialLink = { platform: string; url: string };
/** Where a learning or quote was said (seconds, speaker label); absent in rows written before moments. */
export type Moment = { start?: number | null; end?: number | null; speaker?: string | null };
export type KeyLearning = { title: string; detail: string } & Moment;
export type Chapter = { title: string; startSeconds: number; endSeconds?: number | null };
/** A part of a model's answer the grounding checks dropped, and why (ADR 218). */
export type GenerationDrop = { part: string; text: string; reason: string };
/** A `podcast:person` of an episode: who speaks in it and in what role ("host", "guest"…). */
export type EpisodePerson = { name: string; role?: string };
export type Quote = {
  text: string;
  speaker?: string | undefined;
  start?: number | null;
  end?: number | null;
};

/** A person who signed in. Keyed by our own id; the Google identity is (auth_issuer, auth_subject). */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    authIssuer: text('auth_issuer').notNull(),
    authSubject: text('auth_subject').notNull(),
    userRole: text('user_role').notNull().default('subscriber'),
    displayName: text('display_name').notNull(),
    fullName: text('full_name').notNull(),
    avatarUrl: text('avatar_url'),
    isCreator: boolean('is_creator').notNull().default(false),
    isSubscriber: boolean('is_subscriber').notNull().default(true),
    phone: text('phone'),
    location: text('location'),
    /** Set once the user edits their names: later sign-ins then leave the names alone. */
    namesEditedAt: tz('names_edited_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('profiles_auth_identity_uq').on(t.authIssuer, t.authSubject),
    index('profiles_email_idx').on(t.email),
    check('profiles_user_role_ck', sql`${t.userRole} in ('subscriber', 'creator', 'admin')`),
  ],
);

/** Server-side sessions (backend-for-frontend). Only token hashes are stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** All rotations of one sign-in share a family; reuse of a retired token revokes the family. */
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The token this one replaced, accepted for a short grace window (concurrent tabs). */
    previousTokenHash: text('previous_token_hash'),
    rotatedAt: tz('rotated_at'),
    expiresAt: tz('expires_at').notNull(),
    absoluteExpiresAt: tz('absolute_expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_previous_token_hash_idx').on(t.previousTokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_family_idx').on(t.familyId),
  ],
);

/** One OpenID Connect login in flight: single-use, bound to the browser, short-lived. */
export const authLoginTransactions = pgTable(
  'auth_login_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateHash: text('state_hash').notNull(),
    /** Hash of the random value in the browser-binding cookie. */
    browserBindingHash: text('browser_binding_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    returnPath: text('return_path').notNull().default('/'),
    sourcePage: text('source_page'),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
    consumedAt: tz('consumed_at'),
  },
  (t) => [
    uniqueIndex('auth_login_transactions_state_uq').on(t.stateHash),
    index('auth_login_transactions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A creator's channel. Created on the first save that carries a channel name
 * (docs/product.md#creator-settings-save).
 */
export const creatorSettings = pgTable(
  'creator_settings',
  {
    creatorId: uuid('creator_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    channelName: text('channel_name').notNull(),
    channelDescription: text('channel_description'),
    logoUrl: text('logo_url'),
    youtubeChannelUrl: text('youtube_channel_url'),
    youtubeChannelId: text('youtube_channel_id'),
    isYoutubeVerified: boolean('is_youtube_verified').notNull().default(false),
    youtubeVerificationToken: text('youtube_verification_token'),
    contentCategories: text('content_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    socialLinks: jsonb('social_links').$type<SocialLink[]>().notNull().default([]),
    /** The show's RSS feed, kept from the creator's last feed import (OPML export and import match on it). */
    feedUrl: text('feed_url'),
    /** The feed's `podcast:guid`, when it has one (OPML import matches on it too). */
    podcastGuid: text('podcast_guid'),
    /** Monthly price in cents. */
    subscriptionPrice: integer('subscription_price').notNull().default(200),
    currency: text('currency').notNull().default('USD'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('creator_settings_price_ck', sql`${t.subscriptionPrice} >= 0`),
    check('creator_settings_channel_name_ck', sql`length(btrim(${t.channelName})) > 0`),
    index('creator_settings_categories_idx').using('gin', t.contentCategories),
  ],
);

/** Platform plans (docs/product.md#subscriptions). During the beta they are listed but cannot be bought. */
export const plans = pgTable(
  'plans',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    interval: text('interval').notNull().default('month'),
    sortOrder: integer('sort_order').notNull().default(0),
    isPurchasable: boolean('is_purchasable').notNull().default(false),
  },
  (t) => [
    check('plans_type_ck', sql`${t.type} in ('basic', 'premium', 'pro')`),
    check('plans_amount_ck', sql`${t.amount} >= 0`),
  ],
);

/** One subscription per (subscriber, creator); a resubscription reactivates the same row. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('active'),
    planName: text('plan_name').notNull(),
    /** Billing provider behind the subscription; 'trial' during the beta. */
    provider: text('provider').notNull().default('trial'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('USD'),
    interval: text('interval').notNull().default('month'),
    startDate: tz('start_date').notNull(),
    currentPeriodStart: tz('current_period_start').notNull(),
    currentPeriodEnd: tz('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: tz('canceled_at'),
    /**
     * Paid subscriptions (provider 'stripe', ADR 213): the Stripe subscription behind the row, its status as
     * Stripe last confirmed it (trialing, active, past_due, canceled, unpaid, incomplete, incomplete_expired,
     * paused), the trial's end, and the Stripe price it is billed at. Null for the free beta's rows.
     */
    stripeSubscriptionId: text('stripe_subscription_id'),
    stripeCustomerId: text('stripe_customer_id'),
    stripePriceId: text('stripe_price_id'),
    billingStatus: text('billing_status'),
    trialEnd: tz('trial_end'),
    /** Whether the Stripe subscription (or its customer) has a payment method: a trial without one ends in a cancel. */
    hasPaymentMethod: boolean('has_payment_method').notNull().default(false),
    /** When the first failed payment of the current past-due spell happened: the grace period runs from it. */
    pastDueSince: tz('past_due_since'),
    /**
     * For provider 'stripe' the only access rule: the row gives access while status is 'active' and
     * access_until is in the future. Written by the webhook worker from what Stripe confirms.
     */
    accessUntil: tz('access_until'),
    /** Why a paid subscription ended: 'refunded', 'disputed', 'trial_ended', 'payment_failed', 'canceled'. */
    endedReason: text('ended_reason'),
    /** Stripe's `created` of the newest state written, so an older state never overwrites a newer one. */
    stripeSyncedAt: tz('stripe_synced_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_subscriber_creator_uq').on(t.subscriberId, t.creatorId),
    uniqueIndex('subscriptions_stripe_subscription_uq').on(t.stripeSubscriptionId),
    index('subscriptions_creator_status_idx').on(t.creatorId, t.status),
    index('subscriptions_subscriber_status_idx').on(t.subscriberId, t.status),
    check('subscriptions_status_ck', sql`${t.status} in ('active', 'canceled')`),
    check('subscriptions_amount_ck', sql`${t.amount} >= 0`),
    check('subscriptions_interval_ck', sql`${t.interval} in ('month')`),
    check('subscriptions_not_self_ck', sql`${t.subscriberId} <> ${t.creatorId}`),
    check('subscriptions_period_ck', sql`${t.currentPeriodEnd} > ${t.currentPeriodStart}`),
  ],
);

/** A report of one episode of one creator, with the episode's fields. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('draft'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    keyLearnings: jsonb('key_learnings').$type<KeyLearning[]>().notNull().default([]),
    chapters: jsonb('chapters').$type<Chapter[]>(),
    /** The episode's own chapters from its feed (`podcast:chapters`): generation keeps them. */
    feedChapters: jsonb('feed_chapters').$type<Chapter[]>(),
    quotes: jsonb('quotes').$type<Quote[]>(),
    readingTimeSeconds: integer('reading_time_seconds').notNull().default(0),
    episodeTitle: text('episode_title').notNull(),
    episodeNumber: integer('episode_number'),
    episodePublishedAt: tz('episode_published_at'),
    episodeDurationSeconds: integer('episode_duration_seconds').notNull().default(0),
    episodeMediaUrl: text('episode_media_url'),
    /**
     * The feed item's description or show notes as plain text (line breaks kept, so timestamps stay on
     * their lines), and its `podcast:person` names: the built-in summarizer says from them what the
     * episode is and who the guests are.
     */
    episodeDescription: text('episode_description'),
    episodePersons: jsonb('episode_persons').$type<EpisodePerson[]>(),
    /**
     * The episode's identity in its show's feed — `guid:<guid>`, else `url:<enclosure URL>`, else
     * `title:<title>|<published date>` — set when the episode came from a feed. Unique per channel, so a feed
     * item becomes one report however many times, by whatever path (import, poll, back catalogue), it comes.
     */
    feedItemKey: text('feed_item_key'),
    /** Generation bookkeeping: the provider used, progress 0–100, and the last failure. */
    generationProvider: text('generation_provider'),
    generationProgress: integer('generation_progress').notNull().default(0),
    generationError: text('generation_error'),
    /**
     * Set when the built-in summarizer made the report because the language model failed for good:
     * 'model_unavailable' or 'model_output_unusable' (the operator's detail is in the log and below).
     */
    generationFallbackReason: text('generation_fallback_reason'),
    /**
     * For operators (the admin view), never shown to the creator: why the last generation fell back or
     * failed — provider, problem (HTTP status), the start of the endpoint's answer.
     */
    generationOperatorDetail: text('generation_operator_detail'),
    /** What the grounding checks dropped from the model's answer (ADR 218); null on the built-in path. */
    generationDropped: jsonb('generation_dropped').$type<GenerationDrop[]>(),
    /**
     * While generating with a model: the sections already checked, so a retry of the job resumes instead
     * of asking again (ADR 218). Cleared when the report is stored or fails.
     */
    generationCheckpoint: jsonb('generation_checkpoint').$type<unknown>(),
    /** While generating: 'transcribing' (audio → transcript) or null (summarizing). */
    generationStage: text('generation_stage'),
    publishedAt: tz('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(jsonb_to_tsvector('english', key_learnings, '["string"]'), 'C')`,
      ),
  },
  (t) => [
    check('reports_status_ck', sql`${t.status} in ('draft', 'generating', 'ready', 'published', 'failed')`),
    check('reports_duration_ck', sql`${t.episodeDurationSeconds} >= 0`),
    check('reports_reading_time_ck', sql`${t.readingTimeSeconds} >= 0`),
    check('reports_progress_ck', sql`${t.generationProgress} between 0 and 100`),
    check('reports_published_at_ck', sql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
    // The feed: a subscriber's creators → published reports, newest first, keyset by (published_at, id).
    index('reports_feed_idx')
      .on(t.creatorId, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('reports_published_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('reports_creator_created_idx').on(t.creatorId, t.createdAt.desc()),
    index('reports_search_idx').using('gin', t.searchVector),
    uniqueIndex('reports_feed_item_uq')
      .on(t.creatorId, t.feedItemKey)
      .where(sql`${t.feedItemKey} is not null`),
  ],
);

/** The transcript a report was made from, kept apart from the hot report rows. */
export const reportTranscripts = pgTable(
  'report_transcripts',
  {
    reportId: uuid('report_id')
      .primaryKey()
      .references(() => reports.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    format: text('format').notNull().default('text'),
    source: text('source').notNull().default('paste'),
    sourceUrl: text('source_url'),
    /**
     * The content's normalised turns (`NormalizedTranscript` as JSON), written with the content: readers,
     * previews and generation read these and never parse the content again (ADR 166). Null on rows stored
     * before it, which are parsed once on first need. JSON in text rather than jsonb, so any string a
     * transcript holds round-trips.
     */
    normalized: text('normalized'),
    /**
     * What the transcript says, as plain text (the normalised turns' words, no markup): the feed's search
     * finds reports by it. Null on rows stored before it until the backfill writes it.
     */
    searchText: text('search_text'),
    /**
     * What the studio shows of the transcript, written with the content so that an answer about a report
     * never reads the content or its turns again: its length in UTF-16 code units (as the browser counts),
     * the turns' word count and the first characters of their text. Null only on rows stored before their
     * turns were, until their first read parses them.
     */
    characters: integer('characters'),
    wordCount: integer('word_count'),
    preview: text('preview'),
    /** Lexemes only (`strip`), so a three-hour transcript stays far below tsvector's size limit. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`strip(to_tsvector('english', coalesce(search_text, '')))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('report_transcripts_search_idx').using('gin', t.searchVector)],
);

/** An audio file the creator uploaded for a report's episode, stored privately under `storage_key`. */
export const reportAudio = pgTable('report_audio', {
  reportId: uuid('report_id')
    .primaryKey()
    .references(() => reports.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  mimeType: text('mime_type').notNull(),
  bytes: integer('bytes').notNull(),
  /** The audio's own length, read from the file; null when it could not be read. */
  durationSeconds: integer('duration_seconds'),
  createdAt: createdAt(),
});

export const reportReads = pgTable(
  'report_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    readAt: tz('read_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.reportId] }),
    index('report_reads_user_read_at_idx').on(t.userId, t.readAt.desc()),
    index('report_reads_report_idx').on(t.reportId),
  ],
);

export const reportFavourites = pgTable(
  'report_favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.reportId] }),
    index('report_favourites_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('report_favourites_report_idx').on(t.reportId),
  ],
);

/** One note per user and report; `version` guards against silent overwrites from another device. */
export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('notes_user_report_uq').on(t.userId, t.reportId),
    index('notes_user_updated_idx').on(t.userId, t.updatedAt.desc()),
    check('notes_content_length_ck', sql`char_length(${t.content}) <= 20000`),
    check('notes_version_ck', sql`${t.version} >= 1`),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    feedbackType: text('feedback_type').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    pageUrl: text('page_url'),
    userAgent: text('user_agent'),
    /** Where an administrator has it: new, in progress (being looked at) or done (answered or fixed). */
    status: text('status').notNull().default('new'),
    statusChangedAt: tz('status_changed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('feedback_status_ck', sql`${t.status} in ('new', 'in_progress', 'done')`),
    check(
      'feedback_type_ck',
      sql`${t.feedbackType} in ('general', 'general_feedback', 'suggestion', 'question', 'bug_report', 'feature_request')`,
    ),
    check('feedback_subject_ck', sql`char_length(${t.subject}) between 1 and 200`),
    check('feedback_message_ck', sql`char_length(${t.message}) between 1 and 5000`),
    index('feedback_created_idx').on(t.createdAt.desc()),
  ],
);

/** Creator-made links: /invite/{token} and /subscribe/{id} both resolve to one row. */
export const inviteLinks = pgTable(
  'invite_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    label: text('label'),
    useCount: integer('use_count').notNull().default(0),
    createdAt: createdAt(),
    revokedAt: tz('revoked_at'),
  },
  (t) => [
    uniqueIndex('invite_links_token_uq').on(t.token),
    index('invite_links_creator_idx').on(t.creatorId),
  ],
);

/** Fixed-window counters shared by every API process (rate limiting lives in PostgreSQL). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: tz('reset_at').notNull(),
});

/**
 * The local Google emulator's state (development and tests only, never used in production): its
 * interactions, sessions, grants and codes, the accounts it has seen and its signing and cookie keys, so
 * that any API process behind a load balancer can continue a sign-in another one started.
 */
export const devGoogleRecords = pgTable(
  'dev_google_records',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    uid: text('uid'),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    expiresAt: tz('expires_at'),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('dev_google_records_uid_idx').on(t.model, t.uid),
    index('dev_google_records_grant_idx').on(t.grantId),
    index('dev_google_records_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A listener's mail settings: the frequency new subscriptions start with, when digests go out (weekday
 * 0 = Sunday … 6 and hour 0–23 in `time_zone`, an IANA name), and `all_off_at` once they stop all mail.
 * No row means the defaults (docs/decisions, the mail-default record).
 */
export const mailSettings = pgTable(
  'mail_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    defaultFrequency: text('default_frequency').notNull(),
    digestWeekday: integer('digest_weekday').notNull().default(1),
    digestHour: integer('digest_hour').notNull().default(8),
    timeZone: text('time_zone').notNull().default('UTC'),
    allOffAt: tz('all_off_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('mail_settings_frequency_ck', sql`${t.defaultFrequency} in ('each', 'daily', 'weekly', 'off')`),
    check('mail_settings_weekday_ck', sql`${t.digestWeekday} between 0 and 6`),
    check('mail_settings_hour_ck', sql`${t.digestHour} between 0 and 23`),
  ],
);

/** A listener's mail frequency for one channel (creator); no row means the listener's default. */
export const channelMailPreferences = pgTable(
  'channel_mail_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    frequency: text('frequency').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.creatorId] }),
    index('channel_mail_preferences_creator_idx').on(t.creatorId, t.frequency),
    check('channel_mail_preferences_frequency_ck', sql`${t.frequency} in ('each', 'daily', 'weekly', 'off')`),
  ],
);

/**
 * One mail to one person: a new report, a digest, a new episode or a notice about a subscription.
 * `dedupe_key` ('report:{user}:{report}', 'digest:{user}:{daily|weekly}:{period start}',
 * 'free_beta_end:{subscription}:{end of free reading}', …) makes a retry, a second worker or a restart find
 * the row that is already there instead of sending twice; `message_id` is fixed before the first attempt.
 */
export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    periodStart: tz('period_start'),
    periodEnd: tz('period_end'),
    status: text('status').notNull().default('pending'),
    messageId: text('message_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: tz('sent_at'),
  },
  (t) => [
    uniqueIndex('mail_deliveries_dedupe_uq').on(t.dedupeKey),
    index('mail_deliveries_status_idx').on(t.status, t.createdAt.desc()),
    index('mail_deliveries_user_idx').on(t.userId, t.createdAt.desc()),
    check(
      'mail_deliveries_kind_ck',
      sql`${t.kind} in ('report', 'digest', 'feed_episode', 'trial_ending', 'price_change', 'free_beta_end')`,
    ),
    check('mail_deliveries_status_ck', sql`${t.status} in ('pending', 'sent', 'failed', 'skipped')`),
  ],
);

/**
 * A passage a reader kept: its text in one part of a report (`part`, `part_index` — the learning, quote or
 * transcript turn — and character offsets in that part's text), an optional comment, and its moment in the
 * episode. The id may come from the reader's device (saved offline first); `version` guards edits from two
 * devices like a note's. Only its owner ever reads it.
 */
export const highlights = pgTable(
  'highlights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    part: text('part').notNull(),
    partIndex: integer('part_index').notNull().default(0),
    textStart: integer('text_start').notNull(),
    textEnd: integer('text_end').notNull(),
    text: text('text').notNull(),
    comment: text('comment'),
    startSeconds: doublePrecision('start_seconds'),
    endSeconds: doublePrecision('end_seconds'),
    speaker: text('speaker'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('highlights_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('highlights_user_report_idx').on(t.userId, t.reportId),
    index('highlights_report_idx').on(t.reportId),
    check('highlights_part_ck', sql`${t.part} in ('summary', 'learning', 'quote', 'transcript')`),
    check('highlights_offsets_ck', sql`${t.textStart} >= 0 and ${t.textEnd} > ${t.textStart}`),
    check('highlights_text_ck', sql`char_length(${t.text}) between 1 and 5000`),
    check('highlights_comment_ck', sql`${t.comment} is null or char_length(${t.comment}) <= 5000`),
    check('highlights_version_ck', sql`${t.version} >= 1`),
  ],
);

/**
 * A reader's Readwise access token, encrypted at rest (AES-256-GCM with a key from configuration); only
 * its last four characters are ever shown again.
 */
export const readwiseConnections = pgTable('readwise_connections', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  tokenCiphertext: text('token_ciphertext').notNull(),
  tokenHint: text('token_hint').notNull(),
  lastSyncAt: tz('last_sync_at'),
  lastError: text('last_error'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** What was sent to Readwise once ('highlight:{id}', 'learning:{report}:{index}'): never sent again. */
export const readwiseSentItems = pgTable(
  'readwise_sent_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    sentAt: tz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemKey] })],
);

/**
 * A listener's private RSS feeds (ADR 228): the key that names them. The feed address carries `key_id`
 * and a MAC of it under the server's secret; neither the MAC nor anything it could be recomputed from
 * without that secret is stored. Reset writes a new `key_id`, so the old addresses stop at once.
 */
export const listenerFeedKeys = pgTable(
  'listener_feed_keys',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    keyId: text('key_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('listener_feed_keys_key_uq').on(t.keyId)],
);

/**
 * Bearer tokens for the public API and the MCP server: personal access tokens (`pb_…`, made in the
 * profile) and those an OAuth client received (`client_id` set). Only a SHA-256 hash of the secret is kept.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    clientId: text('client_id'),
    resource: text('resource'),
    createdAt: createdAt(),
    expiresAt: tz('expires_at'),
    lastUsedAt: tz('last_used_at'),
    revokedAt: tz('revoked_at'),
  },
  (t) => [
    uniqueIndex('access_tokens_hash_uq').on(t.tokenHash),
    index('access_tokens_user_idx').on(t.userId, t.createdAt.desc()),
    check('access_tokens_name_ck', sql`char_length(${t.name}) between 1 and 100`),
  ],
);

/**
 * The OAuth authorisation server's state for remote MCP clients (registered clients, codes, grants,
 * interactions), one row per model and id, so any API process can continue a flow another one started.
 */
export const oauthRecords = pgTable(
  'oauth_records',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    uid: text('uid'),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    expiresAt: tz('expires_at'),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oauth_records_uid_idx').on(t.model, t.uid),
    index('oauth_records_grant_idx').on(t.grantId),
    index('oauth_records_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A channel's connected feed: the show's RSS feed, checked on a schedule (conditional GET with the last
 * `ETag` and `Last-Modified`), every new item imported once as a draft report. `next_check_at` carries the
 * schedule and the backoff after failures; the row is claimed with a lease so one worker checks it at a time.
 */
export const feedConnections = pgTable(
  'feed_connections',
  {
    creatorId: uuid('creator_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** Publish each new draft when its report is ready and passes the report rules. Off by default. */
    autoPublish: boolean('auto_publish').notNull().default(false),
    nextCheckAt: tz('next_check_at').notNull().defaultNow(),
    /** A worker holds the row until then while it checks the feed; a crashed worker's lease runs out. */
    leaseUntil: tz('lease_until'),
    lastCheckedAt: tz('last_checked_at'),
    /** 'imported' | 'unchanged' | 'not_modified' | 'failed' | 'locked' | 'disallowed' */
    lastOutcome: text('last_outcome'),
    lastError: text('last_error'),
    failureCount: integer('failure_count').notNull().default(0),
    lastImportedAt: tz('last_imported_at'),
    lastImportedCount: integer('last_imported_count').notNull().default(0),
    /**
     * The feed item keys of the episodes the last full read of the feed held from before the connection
     * (or undated), at most 1,000: those the channel lacks are what "Import past episodes" can bring. Null
     * until a check has read the feed.
     */
    olderEpisodeKeys: text('older_episode_keys').array(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('feed_connections_due_idx').on(t.nextCheckAt),
    check('feed_connections_failures_ck', sql`${t.failureCount} >= 0`),
  ],
);

/**
 * "Import past episodes": one back-catalogue import of a connected feed, run as a job that records its
 * progress after every episode so it resumes where it stopped. One active import per channel.
 */
export const feedBackfills = pgTable(
  'feed_backfills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('queued'),
    /** At most this many episodes, newest first, published within [from, to] when given. */
    maxEpisodes: integer('max_episodes').notNull(),
    publishedFrom: tz('published_from'),
    publishedTo: tz('published_to'),
    /** The feed items chosen when the import started (their feed item keys), in import order. */
    itemKeys: jsonb('item_keys').$type<string[]>().notNull().default([]),
    /** How many of `item_keys` are done (imported, already there, or failed): the resume point. */
    processed: integer('processed').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: tz('finished_at'),
  },
  (t) => [
    check(
      'feed_backfills_status_ck',
      sql`${t.status} in ('queued', 'running', 'done', 'failed', 'canceled')`,
    ),
    check('feed_backfills_max_ck', sql`${t.maxEpisodes} between 1 and 1000`),
    uniqueIndex('feed_backfills_active_uq')
      .on(t.creatorId)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('feed_backfills_creator_idx').on(t.creatorId, t.createdAt.desc()),
  ],
);

/**
 * A creator's payout account: a Stripe Connect Express account (ADR 213). No row means payouts are not set
 * up. `state` is what the studio says: details needed, under review, active (charges and payouts enabled).
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    creatorId: uuid('creator_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    stripeAccountId: text('stripe_account_id').notNull(),
    state: text('state').notNull().default('details_needed'),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    /** Stripe's requirement codes still due (currently_due + past_due), for the studio's "details needed". */
    requirementsDue: jsonb('requirements_due').$type<string[]>().notNull().default([]),
    /** Stripe's `created` of the newest account state written; older account.updated events are ignored. */
    stripeSyncedAt: tz('stripe_synced_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payout_accounts_stripe_account_uq').on(t.stripeAccountId),
    check('payout_accounts_state_ck', sql`${t.state} in ('details_needed', 'under_review', 'active')`),
  ],
);

/** The Stripe customer of a listener who has started a paid subscription. */
export const stripeCustomers = pgTable(
  'stripe_customers',
  {
    profileId: uuid('profile_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stripe_customers_customer_uq').on(t.stripeCustomerId)],
);

/**
 * The Stripe price of a channel at one amount. A channel's product is made once; a new price is made when
 * the creator changes the amount. New subscribers pay the newest; existing ones keep theirs (ADR 213).
 */
export const channelPrices = pgTable(
  'channel_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    stripeProductId: text('stripe_product_id').notNull(),
    stripePriceId: text('stripe_price_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('channel_prices_creator_amount_uq').on(t.creatorId, t.amount, t.currency),
    uniqueIndex('channel_prices_stripe_price_uq').on(t.stripePriceId),
    check('channel_prices_amount_ck', sql`${t.amount} > 0`),
  ],
);

/**
 * A hosted Checkout session a listener was sent to. The success page asks for it and shows "Confirming your
 * subscription…" until the webhook worker has written the subscription it made; the redirect grants nothing.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('open'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    createdAt: createdAt(),
    completedAt: tz('completed_at'),
  },
  (t) => [
    index('checkout_sessions_subscriber_idx').on(t.subscriberId, t.createdAt),
    check('checkout_sessions_status_ck', sql`${t.status} in ('open', 'complete', 'expired')`),
  ],
);

/**
 * Every Stripe event received, keyed by Stripe's event id: a replay or a second delivery inserts nothing and
 * queues nothing. The pg-boss job `stripe-event` does the work after the row is stored, so a crash or a slow
 * database loses no event; `processed_at` is set when its work is committed.
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    objectId: text('object_id'),
    /** The connected account the event is about (`account` on Connect events), or null. */
    account: text('account'),
    stripeCreated: tz('stripe_created').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: tz('received_at').notNull().defaultNow(),
    processedAt: tz('processed_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('stripe_events_unprocessed_idx')
      .on(t.receivedAt)
      .where(sql`${t.processedAt} is null`),
    index('stripe_events_object_idx').on(t.objectId),
  ],
);

/**
 * Money that moved for a paid subscription, as Stripe confirmed it: a payment (a paid invoice), a refund or
 * a dispute. Amounts are positive cents; `fee_amount` is the platform's share of it. The creator's and the
 * administrator's money views read only this table and the subscriptions.
 */
export const payments = pgTable(
  'payments',
  {
    /** The Stripe object it came from: the invoice (in_…) for a payment, re_… for a refund, dp_… for a dispute. */
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id').references(() => profiles.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    feeAmount: integer('fee_amount').notNull().default(0),
    currency: text('currency').notNull(),
    stripeChargeId: text('stripe_charge_id'),
    occurredAt: tz('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_creator_occurred_idx').on(t.creatorId, t.occurredAt),
    index('payments_occurred_idx').on(t.occurredAt),
    check('payments_kind_ck', sql`${t.kind} in ('payment', 'refund', 'dispute')`),
    check('payments_amount_ck', sql`${t.amount} >= 0 and ${t.feeAmount} >= 0`),
  ],
);
