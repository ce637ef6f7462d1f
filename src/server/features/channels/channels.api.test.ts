import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import type { ChannelList, ChannelPage } from '@shared/contract/channels';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { insertCreator, insertProfile, insertReport, insertSubscription } from '../../testing/factories';
import { channelPageHead } from './channel-page-head';
import { findChannel, hasChannel } from './repository';
import * as service from './service';

const clock = new ManualClock('2025-06-01T12:00:00.000Z');
let t: TestApp;
const deps = () => ({ db: t.app.deps.db, clock });

let alpha: { id: string; channelName: string };
let beta: { id: string; channelName: string };
let gamma: { id: string; channelName: string };

beforeAll(async () => {
  t = await startTestApp({ clock });
  const db = t.app.deps.db;
  alpha = await insertCreator(db, {
    channelName: 'Alpha Talks',
    price: 250,
    categories: ['Technology', 'Business'],
    verified: true,
  });
  beta = await insertCreator(db, { channelName: 'beta Science Hour', categories: ['Science'] });
  gamma = await insertCreator(db, {
    channelName: 'Gamma 100% Real_Talk',
    categories: ['technology'],
    logoUrl: 'https://cdn.example.test/g.png',
  });
  await insertReport(db, alpha.id, {
    title: 'Older report',
    publishedAt: new Date('2025-05-01T00:00:00.000Z'),
    summary: '# Heading\n\nA **bold** [link](https://x.test) summary.',
    readingTimeSeconds: 90,
  });
  await insertReport(db, alpha.id, {
    title: 'Newer report',
    publishedAt: new Date('2025-05-20T00:00:00.000Z'),
  });
  await insertReport(db, alpha.id, { title: 'Draft report', status: 'draft' });
});
afterAll(async () => {
  await t?.close();
});

async function getJson<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${t.baseUrl}/api${path}`);
  return { status: res.status, body: (await res.json()) as T };
}

describe('GET /api/channels', () => {
  it('lists channels by name with counts, price and verified flag', async () => {
    const { status, body } = await getJson<ChannelList>('/channels');
    expect(status).toBe(200);
    expect(body.items.map((c) => c.channelName)).toEqual([
      'Alpha Talks',
      'beta Science Hour',
      'Gamma 100% Real_Talk',
    ]);
    expect(body.items[0]).toMatchObject({
      creatorId: alpha.id,
      isVerified: true,
      categories: ['Technology', 'Business'],
      reportCount: 2,
      subscriberCount: 0,
      price: { amount: 250, currency: 'USD', interval: 'month', paid: false },
      viewer: { isOwn: false, isSubscribed: false, subscriptionId: null },
    });
    expect(body.items[2]!.logoUrl).toBe('https://cdn.example.test/g.png');
    expect(body.nextCursor).toBeNull();
  });

  it('searches by name, treating % and _ literally', async () => {
    expect(
      (await getJson<ChannelList>('/channels?search=SCIENCE')).body.items.map((c) => c.creatorId),
    ).toEqual([beta.id]);
    expect(
      (await getJson<ChannelList>('/channels?search=100%25')).body.items.map((c) => c.creatorId),
    ).toEqual([gamma.id]);
    expect((await getJson<ChannelList>('/channels?search=a_t')).body.items).toEqual([]);
  });

  it('filters by category without regard to case', async () => {
    const { body } = await getJson<ChannelList>('/channels?category=technology');
    expect(body.items.map((c) => c.creatorId)).toEqual([alpha.id, gamma.id]);
  });

  it('paginates with a cursor', async () => {
    const first = await getJson<ChannelList>('/channels?limit=2');
    expect(first.body.items).toHaveLength(2);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await getJson<ChannelList>(
      `/channels?limit=2&cursor=${encodeURIComponent(first.body.nextCursor!)}`,
    );
    expect(second.body.items.map((c) => c.creatorId)).toEqual([gamma.id]);
    expect(second.body.nextCursor).toBeNull();
    expect((await getJson('/channels?cursor=garbage')).status).toBe(400);
  });

  it('lists the categories in use once each', async () => {
    expect((await getJson<{ categories: string[] }>('/channels/categories')).body.categories).toEqual([
      'Business',
      'Science',
      'Technology',
    ]);
  });

  it('shows the viewer subscription and counts only subscriptions that give access', async () => {
    const reader = await insertProfile(t.app.deps.db);
    const other = await insertProfile(t.app.deps.db);
    // The reader's period ends on June 11; the other one canceled on May 30 within the same period.
    await insertSubscription(t.app.deps.db, reader.id, beta.id, 'active', clock.now());
    await insertSubscription(t.app.deps.db, other.id, beta.id, 'canceled_in_period', clock.now());

    let list = await service.listChannelCards(deps(), reader.id, {});
    let card = list.items.find((c) => c.creatorId === beta.id)!;
    expect(card.subscriberCount).toBe(2);
    expect(card.viewer).toMatchObject({
      isSubscribed: true,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: '2025-06-11T12:00:00.000Z',
    });

    clock.set('2025-07-02T00:00:00.000Z'); // the canceled one ended; the reader's rolled over
    list = await service.listChannelCards(deps(), reader.id, {});
    card = list.items.find((c) => c.creatorId === beta.id)!;
    expect(card.subscriberCount).toBe(1);
    expect(card.viewer.currentPeriodEnd).toBe('2025-07-02T12:00:00.000Z');
    const otherView = (await service.listChannelCards(deps(), other.id, {})).items.find(
      (c) => c.creatorId === beta.id,
    )!;
    // Canceled on May 30: access ended on June 11, the 30-day wait on June 29.
    expect(otherView.viewer).toMatchObject({
      isSubscribed: false,
      cancelAtPeriodEnd: true,
      currentPeriodEnd: null,
      resubscribeAvailableAt: null,
    });
    clock.set('2025-06-01T12:00:00.000Z');
  });
});

describe('GET /api/channels/:creatorId', () => {
  it('shows teasers (title, date, first key learning) to visitors without access', async () => {
    const { status, body } = await getJson<ChannelPage>(`/channels/${alpha.id}`);
    expect(status).toBe(200);
    expect(body.channel).toMatchObject({
      creatorId: alpha.id,
      channelName: 'Alpha Talks',
      reportCount: 2,
      socialLinks: [],
    });
    expect(body.reports.items.map((r) => r.title)).toEqual(['Newer report', 'Older report']);
    for (const report of body.reports.items) {
      expect(report).toEqual({
        locked: true,
        id: expect.any(String),
        title: expect.any(String),
        publishedAt: expect.any(String),
        firstKeyLearning: { title: 'First lesson', detail: 'The first thing to learn.' },
      });
    }
  });

  it('shows full cards to subscribers and to the creator', async () => {
    const reader = await insertProfile(t.app.deps.db);
    await insertSubscription(t.app.deps.db, reader.id, alpha.id, 'active', clock.now());
    for (const viewer of [reader.id, alpha.id]) {
      const page = await service.getChannelPage(deps(), viewer, alpha.id);
      const older = page.reports.items.find((r) => r.title === 'Older report');
      expect(older).toMatchObject({
        locked: false,
        summaryExcerpt: 'Heading A bold link summary.',
        readingTimeSeconds: 90,
      });
      expect(older && !older.locked && older.keyLearnings).toHaveLength(3);
    }
    expect((await service.getChannelPage(deps(), alpha.id, alpha.id)).channel.viewer.isOwn).toBe(true);
  });

  it('answers 404 for unknown channels', async () => {
    for (const id of [randomUUID(), 'nope']) {
      const { status, body } = await getJson<{ error: { code: string } }>(`/channels/${id}`);
      expect(status).toBe(404);
      expect(body.error.code).toBe('creator_not_found');
    }
  });
});

describe('excerpt', () => {
  it('cuts long summaries on a word boundary', () => {
    const text = service.excerpt('word '.repeat(100), 50);
    expect(text.length).toBeLessThanOrEqual(51);
    expect(text.endsWith('word…')).toBe(true);
  });
});

describe('the public channel page head (shared links preview well)', () => {
  it("names the channel, its creator's words and logo for /channels/{id}; nothing for other paths", async () => {
    const head = await channelPageHead(
      { ...deps(), config: t.app.deps.config },
      `/channels/${gamma.id}?ref=x`,
    );
    expect(head).toMatchObject({
      title: 'Gamma 100% Real_Talk — Podbrief',
      url: `${t.app.deps.config.appUrl}/channels/${gamma.id}`,
      // The PNG share card (ADR 203), which draws the logo when it is one we store.
      image: { width: 1200, height: 630, type: 'image/png' },
    });
    expect(head?.image?.url).toMatch(
      new RegExp(`^${t.app.deps.config.appUrl}/api/channels/${gamma.id}/share\\.png\\?v=[\\w-]+$`),
    );
    expect(head?.description).toBe('All about Gamma 100% Real_Talk.');
    const alphaHead = await channelPageHead(
      { ...deps(), config: t.app.deps.config },
      `/channels/${alpha.id}`,
    );
    expect(alphaHead?.image?.url).toContain(`/api/channels/${alpha.id}/share.png?v=`);
    for (const path of [
      `/channels/${randomUUID()}`,
      '/channels/not-a-uuid',
      `/subscriber/podcasts/${alpha.id}`,
    ]) {
      expect(await channelPageHead({ ...deps(), config: t.app.deps.config }, path)).toBeNull();
    }
  });
});

describe('the one lookup of a channel (findChannel)', () => {
  it('reads its fields for every caller and counts only when asked, at the time given', async () => {
    const db = t.app.deps.db;
    const fields = await findChannel(db, alpha.id);
    expect(fields).toMatchObject({
      creatorId: alpha.id,
      channelName: 'Alpha Talks',
      price: 250,
      categories: ['Technology', 'Business'],
      isVerified: true,
    });
    // Subscribing and a Checkout read it in their transaction: no count of the channel's rows.
    expect(fields).not.toHaveProperty('subscriberCount');
    expect(fields).not.toHaveProperty('reportCount');

    const counted = await findChannel(db, alpha.id, clock.now());
    expect(counted).toMatchObject({ ...fields, reportCount: 2, payoutActive: false });
    expect(counted?.subscriberCount).toEqual(expect.any(Number));

    const nobody = await insertProfile(db);
    expect(await findChannel(db, nobody.id)).toBeUndefined();
    expect(await findChannel(db, nobody.id, clock.now())).toBeUndefined();
    expect(await hasChannel(db, nobody.id)).toBe(false);
    expect(await hasChannel(db, alpha.id)).toBe(true);
  });
});
