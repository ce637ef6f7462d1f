import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { insertCreator, insertProfile, insertSubscription } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { landingCacheMs } from './service';
import type { PlatformStats, PopularPodcast } from '@shared/contract/landing';

const now = new Date('2025-06-15T12:00:00.000Z');
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

const db = () => t.testDb.handle.db;
const person = async () => (await insertProfile(db())).id;
const channel = async (channelName: string, options: { verified?: boolean; logoUrl?: string } = {}) =>
  (await insertCreator(db(), { channelName, ...options })).id;

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
    for (let i = 0; i < 4; i++) listeners.push(await person());
    ids.zeta = await channel('Zeta Talks', { verified: true, logoUrl: 'https://cdn.example/zeta.png' });
    ids.alpha = await channel('Alpha Hour');
    ids.beta = await channel('Beta Bytes', { verified: true });
    ids.gamma = await channel('Gamma Radio');
    // Zeta: 3 readers (one of them canceled but still inside the paid period).
    await insertSubscription(db(), listeners[0]!, ids.zeta, 'active', now);
    await insertSubscription(db(), listeners[1]!, ids.zeta, 'active', now);
    await insertSubscription(db(), listeners[2]!, ids.zeta, 'canceled_in_period', now);
    // Alpha and Beta: 1 reader each (ties broken by name); a period that is over and an expired
    // subscription do not count.
    await insertSubscription(db(), listeners[0]!, ids.alpha, 'active', now);
    await insertSubscription(db(), listeners[1]!, ids.alpha, 'canceled_period_over', now);
    await insertSubscription(db(), listeners[2]!, ids.alpha, 'expired', now);
    await insertSubscription(db(), listeners[3]!, ids.beta, 'active', now);
    // Gamma: only a subscription whose period is over, so 0.
    await insertSubscription(db(), listeners[3]!, ids.gamma, 'canceled_period_over', now);
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
    const newcomer = await person();
    await insertSubscription(db(), newcomer, ids.gamma!, 'active', now);

    const cached = await getJson<PlatformStats>('/landing/stats');
    expect(cached.body).toEqual(before.body);

    letCacheExpire();
    const fresh = await getJson<PlatformStats>('/landing/stats');
    expect(fresh.body.total_subscribers).toBe(before.body.total_subscribers + 1);
    const popular = await getJson<{ podcasts: PopularPodcast[] }>('/landing/popular-podcasts');
    expect(popular.body.podcasts.find((p) => p.creator_id === ids.gamma)?.subscriber_count).toBe(1);
  });
});
