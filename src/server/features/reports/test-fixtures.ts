import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client';
import { creatorSettings, profiles, reports, subscriptions, type KeyLearning } from '../../db/schema';

/**
 * Test data for the reading tests: rows inserted directly, the way the creator and subscription features
 * leave them. Data, not a stand-in for any of our code.
 */

const DAY_MS = 86_400_000;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

export async function insertCreator(
  db: Executor,
  options: { channelName?: string; price?: number; logoUrl?: string | null; verified?: boolean } = {},
): Promise<{ id: string; channelName: string }> {
  const tag = unique();
  const channelName = options.channelName ?? `Channel ${tag}`;
  const rows = await db
    .insert(profiles)
    .values({
      email: `creator-${tag}@reading.test`,
      authIssuer: 'https://accounts.test',
      authSubject: `creator-${tag}`,
      displayName: `Creator ${tag}`,
      fullName: `Creator ${tag}`,
      isCreator: true,
      userRole: 'creator',
    })
    .returning({ id: profiles.id });
  const id = rows[0]!.id;
  await db.insert(creatorSettings).values({
    creatorId: id,
    channelName,
    logoUrl: options.logoUrl ?? null,
    isYoutubeVerified: options.verified ?? false,
    ...(options.price !== undefined ? { subscriptionPrice: options.price } : {}),
  });
  return { id, channelName };
}

export interface ReportOptions {
  title?: string;
  summary?: string;
  keyLearnings?: KeyLearning[];
  publishedAt?: Date;
  status?: 'draft' | 'generating' | 'ready' | 'published' | 'failed';
  readingTimeSeconds?: number;
  episodeDurationSeconds?: number;
  episodeMediaUrl?: string | null;
}

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
      episodeNumber: 7,
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

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
