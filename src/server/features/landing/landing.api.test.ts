import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { creatorSettings, profiles, subscriptions } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { landingCacheMs } from './service';
import type { PlatformStats, PopularPodcast } from '../../../shared/contract/landing';

const now = new Date('2025-06-15T12:00:00.000Z');
const day = 24 * 60 * 60_000;
let t: TestApp;
let clock: ManualClock;

beforeAll(async () => {
  clock = new ManualClock(now);
  t = await startTestApp({ clock });
});

/** The landing answers are kept for a minute; tests that change the data let that minute pass. */
function letCacheExpire(): void {
  clock.advance(landingCacheMs);
}
afterAll(async () => {
  await t.close();
});

async function person(label: string): Promise<string> {
  const id = randomUUID();
  await t.testDb.handle.db.insert(profiles).values({
    id,
    email: `${label}-${id.slice(0, 8)}@landing.test`,
    authIssuer: 'test',
    authSubject: id,
    displayName: label,
    fullName: label,
  });
  return id;
}

async function channel(
  name: string,
  options: { verified?: boolean; logoUrl?: string } = {},
): Promise<string> {
  const id = await person(name);
  await t.testDb.handle.db.insert(creatorSettings).values({
    creatorId: id,
    channelName: name,
    isYoutubeVerified: options.verified ?? false,
    logoUrl: options.logoUrl ?? null,
  });
  return id;
}

type SubscriptionState = 'active' | 'canceling' | 'lapsed' | 'canceled';

async function subscribe(
  subscriberId: string,
  creatorId: string,
  state: SubscriptionState = 'active',
): Promise<void> {
  const periodEnd = state === 'lapsed' ? new Date(now.getTime() - day) : new Date(now.getTime() + 10 * day);
  await t.testDb.handle.db.insert(subscriptions).values({
    subscriberId,
    creatorId,
    status: state === 'canceled' ? 'canceled' : 'active',
    planName: 'Free trial',
    amount: 200,
    startDate: new Date(periodEnd.getTime() - 30 * day),
    currentPeriodStart: new Date(periodEnd.getTime() - 30 * day),
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: state === 'canceling' || state === 'lapsed',
    canceledAt: state === 'active' ? null : new Date(now.getTime() - 2 * day),
  });
}

async function getJson<T>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(`${t.baseUrl}/api${path}`);
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

describe('landing on an empty platform', () => {
  it('lists no podcasts and zero stats', async () => {
    const popular = await getJson<{ podcasts: PopularPodcast[] }>('/landing/popular-podcasts');
    expect(popular.status).toBe(200);
    expect(popular.body).toEqual({ podcasts: [] });
    const stats = await getJson<PlatformStats>('/landing/stats');
    expect(stats.body).toEqual({ total_channels: 0, total_subscribers: 0, verified_channels: 0 });
  });
});

describe('landing with channels', () => {
  const listeners: string[] = [];
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    for (let i = 0; i < 4; i++) listeners.push(await person(`listener${i}`));
    ids.zeta = await channel('Zeta Talks', { verified: true, logoUrl: 'https://cdn.example/zeta.png' });
    ids.alpha = await channel('Alpha Hour');
    ids.beta = await channel('Beta Bytes', { verified: true });
    ids.gamma = await channel('Gamma Radio');
    // Zeta: 3 readers (one of them canceling but still inside the paid period).
    await subscribe(listeners[0]!, ids.zeta, 'active');
    await subscribe(listeners[1]!, ids.zeta, 'active');
    await subscribe(listeners[2]!, ids.zeta, 'canceling');
    // Alpha and Beta: 1 reader each (ties broken by name); the lapsed and canceled rows do not count.
    await subscribe(listeners[0]!, ids.alpha, 'active');
    await subscribe(listeners[1]!, ids.alpha, 'lapsed');
    await subscribe(listeners[2]!, ids.alpha, 'canceled');
    await subscribe(listeners[3]!, ids.beta, 'active');
    // Gamma: only a lapsed subscription, so 0.
    await subscribe(listeners[3]!, ids.gamma, 'lapsed');
    letCacheExpire();
  });

  it('orders channels by subscribers who can read them, then by name', async () => {
    const { status, body, headers } = await getJson<{ podcasts: PopularPodcast[] }>(
      '/landing/popular-podcasts',
    );
    expect(status).toBe(200);
    expect(body.podcasts).toEqual([
      {
        creator_id: ids.zeta,
        channel_name: 'Zeta Talks',
        logo_url: 'https://cdn.example/zeta.png',
        is_verified: true,
        subscriber_count: 3,
      },
      {
        creator_id: ids.alpha,
        channel_name: 'Alpha Hour',
        logo_url: null,
        is_verified: false,
        subscriber_count: 1,
      },
      {
        creator_id: ids.beta,
        channel_name: 'Beta Bytes',
        logo_url: null,
        is_verified: true,
        subscriber_count: 1,
      },
      {
        creator_id: ids.gamma,
        channel_name: 'Gamma Radio',
        logo_url: null,
        is_verified: false,
        subscriber_count: 0,
      },
    ]);
    expect(headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
  });

  it('counts channels, distinct subscribers with access and verified channels', async () => {
    const { body, headers } = await getJson<PlatformStats>('/landing/stats');
    // listeners 0–3 each still read something (listener 2 through the canceling Zeta subscription).
    expect(body).toEqual({ total_channels: 4, total_subscribers: 4, verified_channels: 2 });
    expect(headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
  });

  it('honours limit and caps the list at 20', async () => {
    for (let i = 0; i < 20; i++) await channel(`Extra Channel ${String(i).padStart(2, '0')}`);
    letCacheExpire();
    const all = await getJson<{ podcasts: PopularPodcast[] }>('/landing/popular-podcasts');
    expect(all.body.podcasts).toHaveLength(20);
    expect(all.body.podcasts.slice(0, 4).map((p) => p.channel_name)).toEqual([
      'Zeta Talks',
      'Alpha Hour',
      'Beta Bytes',
      'Extra Channel 00',
    ]);

    const two = await getJson<{ podcasts: PopularPodcast[] }>('/landing/popular-podcasts?limit=2');
    expect(two.body.podcasts.map((p) => p.channel_name)).toEqual(['Zeta Talks', 'Alpha Hour']);

    for (const bad of ['21', '0', 'abc', '2.5']) {
      const res = await getJson<{ error: { code: string; message: string } }>(
        `/landing/popular-podcasts?limit=${bad}`,
      );
      expect(res.status, bad).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
    }
  });

  it('keeps its answer for a minute: a new subscriber shows up once the minute has passed', async () => {
    const before = await getJson<PlatformStats>('/landing/stats');
    const newcomer = await person('newcomer');
    await subscribe(newcomer, ids.gamma!, 'active');

    const cached = await getJson<PlatformStats>('/landing/stats');
    expect(cached.body).toEqual(before.body);

    letCacheExpire();
    const fresh = await getJson<PlatformStats>('/landing/stats');
    expect(fresh.body.total_subscribers).toBe(before.body.total_subscribers + 1);
    const popular = await getJson<{ podcasts: PopularPodcast[] }>('/landing/popular-podcasts');
    expect(popular.body.podcasts.find((p) => p.creator_id === ids.gamma)?.subscriber_count).toBe(1);
  });
});
