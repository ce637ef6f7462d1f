import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedPage } from '@shared/contract/reports';
import { ManualClock } from '../../clock';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { daysBefore, insertCreator, insertReport, insertSubscription } from '../../testing/factories';

// The test clock starts at the real time: session cookies expire by the app's clock, the cookie jar by the real one.
const now = new Date(Math.floor(Date.now() / 1000) * 1000);
let t: TestApp;
let clock: ManualClock;
let reader: TestClient;
const id: Record<string, string> = {};
let alpha: string;
let beta: string;
let gamma: string;

beforeAll(async () => {
  clock = new ManualClock(now);
  t = await startTestApp({ clock });
  const db = t.testDb.handle.db;
  reader = await signIn(t, 'feed-reader@reading.test', 'Feed Reader');
  alpha = (await insertCreator(db, { channelName: 'Alpha Talks' })).id;
  beta = (await insertCreator(db, { channelName: 'Beta Bytes' })).id;
  gamma = (await insertCreator(db, { channelName: 'Gamma Grid' })).id;
  await insertSubscription(db, reader.userId, alpha, 'active', now);
  await insertSubscription(db, reader.userId, beta, 'active', now);
  const add = async (
    key: string,
    creator: string,
    title: string,
    days: number,
    extra: Parameters<typeof insertReport>[2] = {},
  ) => {
    id[key] = (await insertReport(db, creator, { title, publishedAt: daysBefore(now, days), ...extra })).id;
  };
  await add('deep', alpha, 'Deep sleep science', 1);
  await add('habits', alpha, 'Habits of focus', 10, {
    keyLearnings: [{ title: 'Timeboxing', detail: 'Work in pomodoro blocks of 25 minutes.' }],
  });
  await add('zettel', alpha, 'Zettelkasten notes', 40);
  await add('old', alpha, 'Old archive', 400);
  await add('compound', beta, 'Compound interest', 2);
  await add('budget', beta, 'Budget basics', 20, {
    summary: 'A spreadsheet for every month and the interest rates that matter.',
  });
  await add('year', beta, 'Year review', 200);
  await add('hidden', gamma, 'Gamma hidden sleep', 1);
  await insertReport(db, alpha, { title: 'Draft sleep secret', status: 'draft' });
});
afterAll(async () => {
  await t.close();
});

async function feed(query: string): Promise<FeedPage> {
  const res = await reader.get(`/reports?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as FeedPage;
}
const titles = (page: FeedPage) => page.items.map((i) => i.title);
const idsOf = (page: FeedPage) => page.items.map((i) => i.id);

/** Walks every page with a small page size and returns the ids in the order they came. */
async function walk(
  query: string,
  limit = 2,
  between?: (pageNumber: number) => Promise<void>,
): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const body: FeedPage = await feed(
      `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(body.items.length).toBeLessThanOrEqual(limit);
    for (const id of idsOf(body)) seen.push(id);
    cursor = body.nextCursor;
    if (!cursor) return seen;
    await between?.(page);
  }
  throw new Error('too many pages');
}

describe('the feed: access, period and content', () => {
  it('refuses anonymous visitors', async () => {
    const res = await fetch(`${t.baseUrl}/api/reports`);
    expect(res.status).toBe(401);
  });

  it('lists the last 30 days of readable channels, newest first, with the card fields', async () => {
    const page = await feed('');
    expect(titles(page)).toEqual([
      'Deep sleep science',
      'Compound interest',
      'Habits of focus',
      'Budget basics',
    ]);
    expect(page.nextCursor).toBeNull();
    const habits = page.items.find((i) => i.id === id.habits)!;
    expect(habits).toMatchObject({
      channel: { creatorId: alpha, channelName: 'Alpha Talks', logoUrl: null, isVerified: false },
      readingTimeSeconds: 120,
      episodeDurationSeconds: 3600,
      timeSavedSeconds: 3480,
      firstKeyLearning: { title: 'Timeboxing', detail: 'Work in pomodoro blocks of 25 minutes.' },
      isRead: false,
      isFavourite: false,
      publishedAt: daysBefore(now, 10).toISOString(),
    });
  });

  it.each([
    ['week', ['Deep sleep science', 'Compound interest']],
    ['month', ['Deep sleep science', 'Compound interest', 'Habits of focus', 'Budget basics']],
    [
      'year',
      [
        'Deep sleep science',
        'Compound interest',
        'Habits of focus',
        'Budget basics',
        'Zettelkasten notes',
        'Year review',
      ],
    ],
    [
      'all',
      [
        'Deep sleep science',
        'Compound interest',
        'Habits of focus',
        'Budget basics',
        'Zettelkasten notes',
        'Year review',
        'Old archive',
      ],
    ],
  ])('period=%s', async (period, expected) => {
    expect(titles(await feed(`period=${period}`))).toEqual(expected);
  });

  it.each([
    ['newest', ['deep', 'compound', 'habits', 'budget', 'zettel', 'year', 'old']],
    ['oldest', ['old', 'year', 'zettel', 'budget', 'habits', 'compound', 'deep']],
    ['title', ['budget', 'compound', 'deep', 'habits', 'old', 'year', 'zettel']],
    ['creator', ['deep', 'habits', 'zettel', 'old', 'compound', 'budget', 'year']],
  ])(
    'sort=%s orders the whole feed, and every page size walks it without duplicates or gaps',
    async (sort, keys) => {
      const expected = keys.map((k) => id[k]);
      expect(idsOf(await feed(`period=all&sort=${sort}`))).toEqual(expected);
      for (const limit of [1, 2, 3]) expect(await walk(`period=all&sort=${sort}`, limit)).toEqual(expected);
    },
  );

  it('says how many reports all time holds when a limited period is empty, and only then', async () => {
    const db = t.testDb.handle.db;
    const quiet = (await insertCreator(db, { channelName: 'Quiet Quarterly' })).id;
    const newcomer = await signIn(t, 'feed-newcomer@reading.test', 'Feed Newcomer');
    await insertSubscription(db, newcomer.userId, quiet, 'active', now);
    for (const [title, days] of [
      ['Quiet spring', 45],
      ['Quiet winter', 120],
      ['Quiet autumn', 250],
    ] as const)
      await insertReport(db, quiet, { title, publishedAt: daysBefore(now, days) });
    const page = async (query: string) => {
      const res = await newcomer.get(`/reports?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as FeedPage;
    };

    expect(await page('')).toEqual({ items: [], nextCursor: null, allTimeCount: 3 });
    expect(await page('period=week&status=unread')).toEqual({ items: [], nextCursor: null, allTimeCount: 3 });
    // The count follows the other filters: the words, the status, the channel.
    expect((await page('q=winter')).allTimeCount).toBe(1);
    expect((await page('status=read')).allTimeCount).toBe(0);
    expect((await page(`creatorId=${gamma}`)).allTimeCount).toBe(0);
    // A period with reports, or all time itself, needs no count.
    expect(await page('period=year')).not.toHaveProperty('allTimeCount');
    expect(titles(await page('period=all'))).toEqual(['Quiet spring', 'Quiet winter', 'Quiet autumn']);
    expect(await page('period=all')).not.toHaveProperty('allTimeCount');
    expect(await feed('')).not.toHaveProperty('allTimeCount');
  });

  it('filters by channel, and a channel without access gives nothing', async () => {
    expect(titles(await feed(`creatorId=${beta}`))).toEqual(['Compound interest', 'Budget basics']);
    expect(titles(await feed(`creatorId=${gamma}&period=all`))).toEqual([]);
  });

  it('lists the readable channels for the channel filter', async () => {
    const res = await reader.get('/reports/channels');
    expect(res.status).toBe(200);
    expect(res.body.channels).toEqual([
      { creatorId: alpha, channelName: 'Alpha Talks', logoUrl: null },
      { creatorId: beta, channelName: 'Beta Bytes', logoUrl: null },
    ]);
  });

  it('never lists drafts or channels without access', async () => {
    const all = await feed('period=all&limit=50');
    expect(all.items.some((i) => i.title.includes('Draft') || i.title.includes('Gamma'))).toBe(false);
  });
});

describe('full-text search', () => {
  it.each([
    ['sleep', 'period=all', ['deep']],
    ['pomodoro', '', ['habits']],
    ['spreadsheet', '', ['budget']],
    ['"compound interest"', '', ['compound']],
    ['interest -compound', '', ['budget']],
    ['archive', '', []],
    ['archive', 'period=all', ['old']],
    ['sleeping', 'period=all', ['deep']],
  ])('q=%s (%s)', async (q, extra, keys) => {
    expect(idsOf(await feed(`q=${encodeURIComponent(q)}&${extra}`))).toEqual(keys.map((k) => id[k]));
  });

  it('pages through search results in any sort', async () => {
    const expected = [id.budget, id.compound];
    expect(await walk(`q=interest&sort=title`, 1)).toEqual(expected);
    expect(await walk(`q=interest&sort=creator`, 1)).toEqual([id.compound, id.budget]);
  });

  it('treats punctuation-only or odd queries as text, never as an error', async () => {
    for (const q of ['!!!', '"', '-', 'a & b | c', "o'reilly", '(((']) {
      const res = await reader.get(`/reports?q=${encodeURIComponent(q)}&period=all`);
      expect(res.status, q).toBe(200);
    }
  });
});

describe('status filters and keyset cursors', () => {
  it('unread / read / favourites follow the read marks and favourites', async () => {
    expect((await reader.put(`/reports/${id.deep}/read`)).status).toBe(200);
    expect((await reader.put(`/reports/${id.compound}/favourite`)).status).toBe(200);
    expect(idsOf(await feed('status=read&period=all'))).toEqual([id.deep]);
    expect(idsOf(await feed('status=favourites&period=all'))).toEqual([id.compound]);
    expect(idsOf(await feed('status=unread'))).toEqual([id.compound, id.habits, id.budget]);
    const all = await feed('');
    expect(all.items.find((i) => i.id === id.deep)).toMatchObject({ isRead: true, isFavourite: false });
    expect(all.items.find((i) => i.id === id.compound)).toMatchObject({ isRead: false, isFavourite: true });
    expect(await walk('status=unread&period=all&sort=creator', 1)).toEqual([
      id.habits,
      id.zettel,
      id.old,
      id.compound,
      id.budget,
      id.year,
    ]);
  });

  it('refuses a cursor that is malformed, tampered or made for another sort', async () => {
    const first = await feed('period=all&limit=1');
    const cursor = first.nextCursor!;
    const tampered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(cursor, 'base64url').toString()), k: ["1' or 1=1"] }),
    ).toString('base64url');
    for (const bad of ['not-a-cursor', tampered, cursor.slice(0, 10)]) {
      const res = await reader.get(`/reports?period=all&cursor=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_cursor');
    }
    const otherSort = await reader.get(`/reports?period=all&sort=title&cursor=${encodeURIComponent(cursor)}`);
    expect(otherSort.status).toBe(400);
    expect(otherSort.body.error.code).toBe('invalid_cursor');
  });

  it('keeps pages stable while new reports are published (no duplicates, no gaps)', async () => {
    const db = t.testDb.handle.db;
    const before = await walk('period=all', 50);
    let published = 0;
    const during = await walk('period=all', 2, async () => {
      clock.advance(1000);
      published++;
      await insertReport(db, published % 2 ? alpha : beta, {
        title: `Breaking ${published}`,
        publishedAt: clock.now(),
      });
    });
    // Reports published after the first page sit above it: the pages already fetched go on unchanged.
    expect(during).toEqual(before);
    const after = await walk('period=all', 50);
    expect(after.length).toBe(before.length + published);
    expect(after.slice(published)).toEqual(before);
    expect(new Set(after).size).toBe(after.length);
  });

  it('oldest-first pages pick up reports published meanwhile at the end, exactly once', async () => {
    const db = t.testDb.handle.db;
    let added = 0;
    const seen = await walk('period=all&sort=oldest', 3, async () => {
      clock.advance(1000);
      added++;
      await insertReport(db, alpha, { title: `Late ${added}`, publishedAt: clock.now() });
    });
    expect(new Set(seen).size).toBe(seen.length);
    const final = await walk('period=all&sort=oldest', 50);
    expect(seen).toEqual(final);
  });

  it('keeps the period fixed for the whole walk even when time moves on', async () => {
    const first = await feed('period=week&limit=1');
    clock.advance(6 * 86_400_000);
    // Six days later the session has gone idle: sign in again as the same person.
    reader = await signIn(t, 'feed-reader@reading.test', 'Feed Reader');
    const second = await feed(`period=week&limit=50&cursor=${encodeURIComponent(first.nextCursor!)}`);
    const combined = [...idsOf(first), ...idsOf(second)];
    expect(combined).toContain(id.compound);
    clock.set(new Date(clock.now().getTime() - 6 * 86_400_000));
  });
});
