import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creatorSettings, inviteLinks, plans, profiles, reports, type KeyLearning } from '../../db/schema';

/**
 * Test data for the channel, subscription and invite tests: rows inserted directly, the way the sign-in
 * and creator features would leave them. This is data, not a stand-in for any of our code.
 */

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

export async function createProfile(
  db: Executor,
  options: { email?: string; name?: string } = {},
): Promise<{ id: string; email: string; name: string }> {
  const tag = unique();
  const email = options.email ?? `listener-${tag}@example.test`;
  const name = options.name ?? `Listener ${tag}`;
  const rows = await db
    .insert(profiles)
    .values({
      email,
      authIssuer: 'https://accounts.test',
      authSubject: `sub-${tag}`,
      displayName: name,
      fullName: name,
    })
    .returning({ id: profiles.id });
  return { id: rows[0]!.id, email, name };
}

export interface CreatorOptions {
  channelName?: string;
  name?: string;
  price?: number;
  currency?: string;
  categories?: string[];
  description?: string;
  logoUrl?: string | null;
  verified?: boolean;
  socialLinks?: { platform: string; url: string }[];
}

export async function createCreator(
  db: Executor,
  options: CreatorOptions = {},
): Promise<{ id: string; channelName: string; name: string }> {
  const profile = await createProfile(db, { name: options.name ?? `Creator ${unique()}` });
  await db.update(profiles).set({ isCreator: true, userRole: 'creator' }).where(eqId(profile.id));
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

function eqId(id: string) {
  return eq(profiles.id, id);
}

export async function createPublishedReport(
  db: Executor,
  creatorId: string,
  options: {
    title?: string;
    publishedAt?: Date;
    keyLearnings?: KeyLearning[];
    summary?: string;
    status?: string;
  } = {},
): Promise<{ id: string; title: string }> {
  const title = options.title ?? `Report ${unique()}`;
  const status = options.status ?? 'published';
  const rows = await db
    .insert(reports)
    .values({
      creatorId,
      status,
      title,
      summary: options.summary ?? `## Summary\n\nThe **episode** covers ${title} in depth.`,
      keyLearnings: options.keyLearnings ?? [
        { title: 'First lesson', detail: 'The first thing to learn.' },
        { title: 'Second lesson', detail: 'The second thing to learn.' },
        { title: 'Third lesson', detail: 'The third thing to learn.' },
      ],
      episodeTitle: `Episode of ${title}`,
      episodeNumber: 1,
      episodeDurationSeconds: 3600,
      readingTimeSeconds: 90,
      publishedAt: status === 'published' ? (options.publishedAt ?? new Date()) : null,
    })
    .returning({ id: reports.id });
  return { id: rows[0]!.id, title };
}

export async function createInviteLink(
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
export async function ensurePlans(db: Executor): Promise<void> {
  await db
    .insert(plans)
    .values([
      { id: 'basic', type: 'basic', name: 'Basic', amount: 900, sortOrder: 1 },
      { id: 'premium', type: 'premium', name: 'Premium', amount: 1900, sortOrder: 2 },
      { id: 'pro', type: 'pro', name: 'Pro', amount: 4900, sortOrder: 3 },
    ])
    .onConflictDoNothing();
}

export const randomId = () => randomUUID();
