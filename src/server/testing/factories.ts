import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  creatorSettings,
  inviteLinks,
  plans,
  profiles,
  reports,
  subscriptions,
  type KeyLearning,
} from '../db/schema';

/**
 * The test factories of the server (one module, one name per thing): rows inserted directly, the way
 * sign-in and the creator and subscription features leave them. Data, not a stand-in for any of our code.
 * Every name and email is unique, so tests in one database never collide.
 */

/**
 * A report's transcript, stored the way the studio stores it: the reports area's own writer, for the tests
 * of shared code, which reach an area only through test support (ADR 238).
 */
export { insertTranscript } from '../features/reports';

const DAY_MS = 86_400_000;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export interface ProfileOptions {
  email?: string;
  name?: string;
  /** The identity it signed in with; a seeded demo profile has issuer 'seed'. */
  authIssuer?: string;
  authSubject?: string;
}

/** A listener's profile, as the first sign-in creates it. */
export async function insertProfile(
  db: Executor,
  options: ProfileOptions = {},
): Promise<{ id: string; email: string; name: string }> {
  const tag = unique();
  const email = options.email ?? `listener-${tag}@example.test`;
  const name = options.name ?? `Listener ${tag}`;
  const rows = await db
    .insert(profiles)
    .values({
      email,
      authIssuer: options.authIssuer ?? 'https://accounts.test',
      authSubject: options.authSubject ?? `sub-${tag}`,
      displayName: name,
      fullName: name,
    })
    .returning({ id: profiles.id });
  return { id: rows[0]!.id, email, name };
}

export interface CreatorOptions {
  channelName?: string;
  name?: string;
  /** Cents a month. */
  price?: number;
  currency?: string;
  categories?: string[];
  description?: string;
  logoUrl?: string | null;
  verified?: boolean;
  socialLinks?: { platform: string; url: string }[];
}

/** A creator: a profile that became a creator, with its channel settings saved. */
export async function insertCreator(
  db: Executor,
  options: CreatorOptions = {},
): Promise<{ id: string; channelName: string; name: string }> {
  const profile = await insertProfile(db, { name: options.name ?? `Creator ${unique()}` });
  await db.update(profiles).set({ isCreator: true, userRole: 'creator' }).where(eq(profiles.id, profile.id));
  const channelName = options.channelName ?? `Channel ${unique()}`;
  await db.insert(creatorSettings).values({
    creatorId: profile.id,
    channelName,
    channelDescription: options.description ?? `All about ${channelName}.`,
    logoUrl: options.logoUrl ?? null,
    isYoutubeVerified: options.verified ?? false,
    contentCategories: options.categories ?? [],
    socialLinks: options.socialLinks ?? [],
    ...(options.price !== undefined ? { subscriptionPrice: options.price } : {}),
    ...(options.currency !== undefined ? { currency: options.currency } : {}),
  });
  return { id: profile.id, channelName, name: profile.name };
}

export interface ReportOptions {
  title?: string;
  summary?: string;
  keyLearnings?: KeyLearning[];
  /** Only for a published report; now by default. */
  publishedAt?: Date;
  status?: 'draft' | 'generating' | 'ready' | 'published' | 'failed';
  readingTimeSeconds?: number;
  episodeNumber?: number;
  episodeDurationSeconds?: number;
  episodeMediaUrl?: string | null;
}

/** A report of `creatorId`'s channel, published unless `status` says otherwise. */
export async function insertReport(
  db: Executor,
  creatorId: string,
  options: ReportOptions = {},
): Promise<{ id: string; title: string }> {
  const title = options.title ?? `Report ${unique()}`;
  const status = options.status ?? 'published';
  const rows = await db
    .insert(reports)
    .values({
      creatorId,
      status,
      title,
      summary: options.summary ?? `The episode covers ${title} in depth.`,
      keyLearnings: options.keyLearnings ?? [
        { title: 'First lesson', detail: 'The first thing to learn.' },
        { title: 'Second lesson', detail: 'The second thing to learn.' },
        { title: 'Third lesson', detail: 'The third thing to learn.' },
      ],
      episodeTitle: `Episode of ${title}`,
      episodeNumber: options.episodeNumber ?? 7,
      episodeDurationSeconds: options.episodeDurationSeconds ?? 3600,
      episodeMediaUrl:
        options.episodeMediaUrl === undefined
          ? 'https://media.example.test/episode.mp3'
          : options.episodeMediaUrl,
      readingTimeSeconds: options.readingTimeSeconds ?? 120,
      publishedAt: status === 'published' ? (options.publishedAt ?? new Date()) : null,
    })
    .returning({ id: reports.id });
  return { id: rows[0]!.id, title };
}

/**
 * The subscription states of the access rule: active; canceled but inside the paid period; canceled and
 * the period over (still flagged active, roll-over not run yet); and expired (status canceled).
 */
export type AccessState = 'active' | 'canceled_in_period' | 'canceled_period_over' | 'expired';

/** A trial subscription of `subscriberId` to `creatorId`'s channel, in `state` as of `now`. */
export async function insertSubscription(
  db: Executor,
  subscriberId: string,
  creatorId: string,
  state: AccessState,
  now: Date,
): Promise<void> {
  const periodEnd =
    state === 'active' || state === 'canceled_in_period'
      ? new Date(now.getTime() + 10 * DAY_MS)
      : new Date(now.getTime() - DAY_MS);
  await db.insert(subscriptions).values({
    subscriberId,
    creatorId,
    status: state === 'expired' ? 'canceled' : 'active',
    planName: 'Free trial',
    amount: 200,
    startDate: new Date(periodEnd.getTime() - 40 * DAY_MS),
    currentPeriodStart: new Date(periodEnd.getTime() - 30 * DAY_MS),
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: state !== 'active',
    canceledAt: state === 'active' ? null : new Date(now.getTime() - 2 * DAY_MS),
  });
}

/** An invite link of `creatorId`; revoked when `revokedAt` is given. */
export async function insertInviteLink(
  db: Executor,
  creatorId: string,
  options: { token?: string; label?: string; revokedAt?: Date } = {},
): Promise<{ id: string; token: string }> {
  const token = options.token ?? randomBytes(12).toString('base64url');
  const rows = await db
    .insert(inviteLinks)
    .values({ creatorId, token, label: options.label ?? null, revokedAt: options.revokedAt ?? null })
    .returning({ id: inviteLinks.id });
  return { id: rows[0]!.id, token };
}

/** The three platform plans as the platform seed writes them; harmless when they already exist. */
export async function insertPlans(db: Executor): Promise<void> {
  await db
    .insert(plans)
    .values([
      { id: 'basic', type: 'basic', name: 'Basic', amount: 900, sortOrder: 1 },
      { id: 'premium', type: 'premium', name: 'Premium', amount: 1900, sortOrder: 2 },
      { id: 'pro', type: 'pro', name: 'Pro', amount: 4900, sortOrder: 3 },
    ])
    .onConflictDoNothing();
}
