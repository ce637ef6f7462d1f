import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { insertCreator, insertProfile, insertReport, insertSubscription } from '../../testing/factories';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { landingCacheMs } from './service';
import type { PlatformStats, PopularPodcast, SampleReport } from '@shared/contract/landing';

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
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
/** A channel with one report published `publishedDaysAgo` days ago: only such channels are featured. */
const channel = async (
  channelName: string,
  options: { verified?: boolean; logoUrl?: string; publishedDaysAgo?: number } = {},
) => {
  const { publishedDaysAgo = 10, ...creator } = options;
  const { id } = await insertCreator(db(), { channelName, ...creator });
  await insertReport(db(), id, { publishedAt: daysAgo(publishedDaysAgo) });
  return id;
};

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
    ids.zeta = await channel('Zeta Talks', {
      verified: true,
      logoUrl: 'https://cdn.example/zeta.png',
      publishedDaysAgo: 5,
    });
    ids.alpha = await channel('Alpha Hour', { publishedDaysAgo: 3 });
    ids.beta = await channel('Beta Bytes', { verified: true, publishedDaysAgo: 1 });
    ids.gamma = await channel('Gamma Radio', { publishedDaysAgo: 2 });
    // Zeta: 3 readers (one of them canceled but still inside the paid period).
    await insertSubscription(db(), listeners[0]!, ids.zeta, 'active', now);
    await insertSubscription(db(), listeners[1]!, ids.zeta, 'active', now);
    await insertSubscription(db(), listeners[2]!, ids.zeta, 'canceled_in_period', now);
    // Alpha and Beta: 1 reader each (Beta published more lately, so it comes first); a period that is over and an expired
    // subscription do not count.
    await insertSubscription(db(), listeners[0]!, ids.alpha, 'active', now);
    await insertSubscription(db(), listeners[1]!, ids.alpha, 'canceled_period_over', now);
    await insertSubscription(db(), listeners[2]!, ids.alpha, 'expired', now);
    await insertSubscription(db(), listeners[3]!, ids.beta, 'active', now);
    // Gamma: only a subscription whose period is over, so 0.
    await insertSubscription(db(), listeners[3]!, ids.gamma, 'canceled_period_over', now);
    letCacheExpire();
  });

  it('orders channels by subscribers who can read them, then by their latest publication (ADR 202)', async () => {
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
        creator_id: ids.beta,
        channel_name: 'Beta Bytes',
        logo_url: null,
        is_verified: true,
        subscriber_count: 1,
      },
      {
        creator_id: ids.alpha,
        channel_name: 'Alpha Hour',
        logo_url: null,
        is_verified: false,
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
    // Gamma (0 readers) published two days ago, the extras ten: same readers, the more recent first; then
    // the extras, which tie on both, by name.
    expect(all.body.podcasts.slice(0, 5).map((p) => p.channel_name)).toEqual([
      'Zeta Talks',
      'Beta Bytes',
      'Alpha Hour',
      'Gamma Radio',
      'Extra Channel 00',
    ]);

    const two = await getJson<{ podcasts: PopularPodcast[] }>('/landing/popular-podcasts?limit=2');
    expect(two.body.podcasts.map((p) => p.channel_name)).toEqual(['Zeta Talks', 'Beta Bytes']);

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

describe('the featured rule and the sample report (ADR 202)', () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // A reader for each, so these channels rank above the ones the other tests made.
    const readers = [await person(), await person()];
    ids.busy = (await insertCreator(db(), { channelName: 'Busy Bees' })).id;
    await insertReport(db(), ids.busy, {
      title: 'Older bees',
      publishedAt: daysAgo(4),
    });
    await insertReport(db(), ids.busy, {
      title: 'Why hives swarm',
      publishedAt: daysAgo(1),
      readingTimeSeconds: 150,
      episodeDurationSeconds: 2940,
      keyLearnings: [
        { title: 'Swarms are healthy', detail: 'A colony splits when it thrives.' },
        { title: 'Second', detail: 'More.' },
      ],
    });
    // A draft newer than both is not a sample.
    await insertReport(db(), ids.busy, { title: 'Unfinished draft', status: 'draft' });
    // A new channel with a reader but nothing published, and one with only a draft.
    ids.empty = (await insertCreator(db(), { channelName: 'Aardvark New Channel' })).id;
    ids.drafty = (await insertCreator(db(), { channelName: 'Aardvark Drafts' })).id;
    await insertReport(db(), ids.drafty, { status: 'draft' });
    for (const creator of [ids.busy, ids.empty, ids.drafty]) {
      for (const reader of readers) await insertSubscription(db(), reader, creator!, 'active', now);
    }
    letCacheExpire();
  });

  it('features no channel without a published report, however many subscribers it has', async () => {
    const { body } = await getJson<{ podcasts: PopularPodcast[] }>('/landing/popular-podcasts');
    const featured = body.podcasts.map((p) => p.creator_id);
    expect(featured).toContain(ids.busy);
    expect(featured).not.toContain(ids.empty);
    expect(featured).not.toContain(ids.drafty);
    // The stats still count every channel: they describe the platform, not the featured list.
    const stats = await getJson<PlatformStats>('/landing/stats');
    expect(stats.body.total_channels).toBeGreaterThan(body.podcasts.length);
  });

  it("answers a featured channel's latest published report with the teaser's fields only", async () => {
    const res = await getJson<SampleReport>(`/landing/channels/${ids.busy}/sample-report`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      creatorId: ids.busy,
      title: 'Why hives swarm',
      publishedAt: daysAgo(1).toISOString(),
      readingTimeSeconds: 150,
      episodeDurationSeconds: 2940,
      firstKeyLearning: { title: 'Swarms are healthy', detail: 'A colony splits when it thrives.' },
      keyLearningCount: 2,
    });
    expect(res.body).not.toHaveProperty('summary');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
  });

  it('answers 404 sample_report_not_found for a channel that is not featured, 400 for a malformed id', async () => {
    for (const id of [ids.empty, ids.drafty, '00000000-0000-4000-8000-000000000000']) {
      const res = await getJson<{ error: { code: string } }>(`/landing/channels/${id}/sample-report`);
      expect(res.status, id).toBe(404);
      expect(res.body.error.code).toBe('sample_report_not_found');
    }
    const bad = await getJson<{ error: { code: string } }>('/landing/channels/not-an-id/sample-report');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_error');
  });

  it('features a new channel once it publishes, after the cached minute', async () => {
    await insertReport(db(), ids.empty!, { title: 'First words', publishedAt: now });
    const cached = await getJson<unknown>(`/landing/channels/${ids.empty}/sample-report`);
    expect(cached.status).toBe(404);
    letCacheExpire();
    const { body } = await getJson<{ podcasts: PopularPodcast[] }>('/landing/popular-podcasts');
    expect(body.podcasts.map((p) => p.creator_id)).toContain(ids.empty);
    const sample = await getJson<SampleReport>(`/landing/channels/${ids.empty}/sample-report`);
    expect(sample.body.title).toBe('First words');
  });
});
