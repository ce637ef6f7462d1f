import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@shared/contract/dashboard';
import { ManualClock } from '../../../clock';
import { notes, reportFavourites, reportReads } from '../../../db/schema';
import { signIn, type TestClient } from '../../../testing/sign-in';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { insertCreator, insertReport, insertSubscription } from '../../../testing/factories';

// Wednesday. Sign-in happens at the real time (cookies expire by the real clock), then the clock is set here.
const wednesday = new Date('2025-06-18T10:00:00.000Z');
let t: TestApp;
let clock: ManualClock;
let reader: TestClient;
let newcomer: TestClient;
let berliner: TestClient;
const r: Record<string, string> = {};
let alpha: string;
let beta: string;

beforeAll(async () => {
  clock = new ManualClock(new Date());
  t = await startTestApp({ clock });
  reader = await signIn(t, 'dash-reader@reading.test', 'Dash Reader');
  newcomer = await signIn(t, 'dash-newcomer@reading.test', 'Newcomer');
  berliner = await signIn(t, 'dash-berliner@reading.test', 'Berlin Reader');
  clock.set(wednesday);
  const db = t.testDb.handle.db;
  alpha = (await insertCreator(db, { channelName: 'Alpha Talks' })).id;
  beta = (
    await insertCreator(db, { channelName: 'Beta Bytes', logoUrl: 'https://cdn.example.test/beta.png' })
  ).id;
  const gone = (await insertCreator(db, { channelName: 'Gone Show' })).id;
  await insertSubscription(db, reader.userId, alpha, 'active', wednesday);
  await insertSubscription(db, reader.userId, beta, 'canceled_in_period', wednesday);
  await insertSubscription(db, reader.userId, gone, 'expired', wednesday);
  const published = new Date('2025-05-01T00:00:00.000Z');
  for (const [key, creator] of [
    ['a1', alpha],
    ['a2', alpha],
    ['a3', alpha],
    ['a4', alpha],
    ['b1', beta],
    ['b2', beta],
    ['b3', beta],
    ['b4', beta],
    ['g1', gone],
    ['g2', gone],
    ['g3', gone],
    ['g4', gone],
  ] as const) {
    r[key] = (
      await insertReport(db, creator, {
        title: `Report ${key}`,
        publishedAt: published,
        readingTimeSeconds: 120,
        episodeDurationSeconds: 3600,
      })
    ).id;
  }
  const reads: [string, string][] = [
    ['a1', '2025-06-18T08:00:00Z'],
    ['a2', '2025-06-17T20:00:00Z'],
    ['a3', '2025-06-16T01:00:00Z'],
    ['b1', '2025-06-14T12:00:00Z'],
    ['b2', '2025-05-30T12:00:00Z'],
  ];
  await db
    .insert(reportReads)
    .values(reads.map(([key, at]) => ({ userId: reader.userId, reportId: r[key]!, readAt: new Date(at) })));
  // Around the start of summer time in Berlin (Sunday 30 March 2025, 02:00): Saturday 23:30 at +01:00,
  // Sunday noon and Monday 09:00 at +02:00.
  await db.insert(reportReads).values(
    (
      [
        ['g2', '2025-03-29T22:30:00Z'],
        ['g3', '2025-03-30T10:00:00Z'],
        ['g4', '2025-03-31T07:00:00Z'],
      ] as const
    ).map(([key, at]) => ({ userId: berliner.userId, reportId: r[key]!, readAt: new Date(at) })),
  );
  await db.insert(reportFavourites).values([
    { userId: reader.userId, reportId: r.a1!, createdAt: new Date('2025-06-18T08:30:00Z') },
    { userId: reader.userId, reportId: r.b3!, createdAt: new Date('2025-06-10T08:30:00Z') },
  ]);
  await db.insert(notes).values({
    userId: reader.userId,
    reportId: r.a2!,
    content: 'hm',
    updatedAt: new Date('2025-06-18T09:00:00Z'),
  });
});
afterAll(async () => {
  await t.close();
});

async function dashboard(client: TestClient, query = ''): Promise<Dashboard> {
  const res = await client.get(`/dashboard${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Dashboard;
}

describe('the subscriber dashboard', () => {
  it('counts this week (from Monday) and this month, the streak, time saved and favourites', async () => {
    const d = await dashboard(reader);
    expect(d).toMatchObject({
      readThisWeek: 3,
      readThisMonth: 4,
      readingStreakDays: 3,
      totalReadCount: 5,
      totalTimeSavedSeconds: 5 * 3480,
      favouritesCount: 2,
    });
  });

  it("uses the reader's time zone, named by IANA, for week, month and streak", async () => {
    // São Paulo (UTC−3): Monday 01:00 UTC is still Sunday evening there.
    const saoPaulo = await dashboard(reader, '?tz=America/Sao_Paulo');
    expect(saoPaulo).toMatchObject({ readThisWeek: 2, readThisMonth: 4, readingStreakDays: 2 });
  });

  it('counts on Kiritimati (UTC+14) and in Pago Pago (UTC−11), a day apart from UTC each way', async () => {
    // Wednesday 10:00 UTC is Thursday 00:00 on Kiritimati: nothing read yet "today", Wednesday counts.
    const kiritimati = await dashboard(reader, '?tz=Pacific/Kiritimati');
    expect(kiritimati).toMatchObject({ readThisWeek: 3, readThisMonth: 4, readingStreakDays: 1 });
    expect(kiritimati.readsPerWeek.slice(-2)).toEqual([
      { weekStart: '2025-06-09', count: 1 },
      { weekStart: '2025-06-16', count: 3 },
    ]);
    // … and Tuesday 23:00 in Pago Pago, where the Monday 01:00 UTC read was Sunday's.
    const pagoPago = await dashboard(reader, '?tz=Pacific/Pago_Pago');
    expect(pagoPago).toMatchObject({ readThisWeek: 2, readThisMonth: 4, readingStreakDays: 1 });
    expect(pagoPago.readsPerWeek.slice(-2)).toEqual([
      { weekStart: '2025-06-09', count: 2 },
      { weekStart: '2025-06-16', count: 2 },
    ]);
  });

  it('cuts days and weeks at local midnight across a daylight-saving change', async () => {
    clock.set('2025-03-31T08:00:00.000Z');
    try {
      const d = await dashboard(berliner, '?tz=Europe/Berlin');
      // Saturday 23:30 (+01:00) is Saturday, though +02:00 would make it Sunday: three days in a row.
      expect(d).toMatchObject({ readThisWeek: 1, readThisMonth: 3, readingStreakDays: 3 });
      expect(d.readsPerWeek.slice(-2)).toEqual([
        { weekStart: '2025-03-24', count: 2 },
        { weekStart: '2025-03-31', count: 1 },
      ]);
    } finally {
      clock.set(wednesday);
    }
  });

  it('keeps the streak alive until the day is over, and breaks it after a day without reading', async () => {
    clock.set('2025-06-19T10:00:00.000Z');
    expect((await dashboard(reader)).readingStreakDays).toBe(3);
    clock.set('2025-06-20T10:00:00.000Z');
    expect((await dashboard(reader)).readingStreakDays).toBe(0);
    clock.set(wednesday);
  });

  it('lists unread reports per readable channel, most unread first', async () => {
    const d = await dashboard(reader);
    expect(d.unreadByChannel).toEqual([
      {
        creatorId: beta,
        channelName: 'Beta Bytes',
        logoUrl: 'https://cdn.example.test/beta.png',
        unreadCount: 2,
      },
      { creatorId: alpha, channelName: 'Alpha Talks', logoUrl: null, unreadCount: 1 },
    ]);
  });

  it('shows recent activity newest first and reads per week for the chart', async () => {
    const d = await dashboard(reader);
    expect(d.recentActivity.slice(0, 4)).toEqual([
      {
        kind: 'note',
        at: '2025-06-18T09:00:00.000Z',
        reportId: r.a2,
        reportTitle: 'Report a2',
        channelName: 'Alpha Talks',
      },
      {
        kind: 'favourite',
        at: '2025-06-18T08:30:00.000Z',
        reportId: r.a1,
        reportTitle: 'Report a1',
        channelName: 'Alpha Talks',
      },
      {
        kind: 'read',
        at: '2025-06-18T08:00:00.000Z',
        reportId: r.a1,
        reportTitle: 'Report a1',
        channelName: 'Alpha Talks',
      },
      {
        kind: 'read',
        at: '2025-06-17T20:00:00.000Z',
        reportId: r.a2,
        reportTitle: 'Report a2',
        channelName: 'Alpha Talks',
      },
    ]);
    expect(d.recentActivity).toHaveLength(8);
    expect(d.readsPerWeek).toHaveLength(12);
    expect(d.readsPerWeek[0]).toEqual({ weekStart: '2025-03-31', count: 0 });
    expect(d.readsPerWeek.at(-1)).toEqual({ weekStart: '2025-06-16', count: 3 });
    expect(d.readsPerWeek.at(-2)).toEqual({ weekStart: '2025-06-09', count: 1 });
    expect(d.readsPerWeek.at(-4)).toEqual({ weekStart: '2025-05-26', count: 1 });
    expect(d.readsPerWeek.reduce((sum, w) => sum + w.count, 0)).toBe(5);
  });

  it('is empty for a new listener, and private to each user', async () => {
    const d = await dashboard(newcomer);
    expect(d).toMatchObject({
      readThisWeek: 0,
      readThisMonth: 0,
      readingStreakDays: 0,
      totalReadCount: 0,
      totalTimeSavedSeconds: 0,
      favouritesCount: 0,
      unreadByChannel: [],
      recentActivity: [],
    });
  });

  it('requires a session', async () => {
    expect((await fetch(`${t.baseUrl}/api/dashboard`)).status).toBe(401);
  });

  it('answers 400 unknown_time_zone for a zone it does not know, or an offset instead of a name', async () => {
    for (const tz of ['Mars/Olympus_Mons', '+02:00', '-120', '', 'Europe/Berlin%00', 'x'.repeat(300)]) {
      const res = await reader.get(`/dashboard?tz=${encodeURIComponent(tz)}`);
      expect(res.status, tz).toBe(400);
      expect(res.body.error.code, tz).toBe('unknown_time_zone');
    }
  });

  it('counts in UTC without a zone, and no longer reads the old offset', async () => {
    const utc = await dashboard(reader);
    expect(await dashboard(reader, '?tz=UTC')).toEqual(utc);
    expect(await dashboard(reader, '?tzOffsetMinutes=120')).toEqual(utc);
  });
});
