import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../shared/contract/dashboard';
import { ManualClock } from '../../clock';
import { notes, reportFavourites, reportReads } from '../../db/schema';
import type { TestClient } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { insertCreator, insertReport, insertSubscription } from '../reports/test-fixtures';
import { patientFetch, patientSignIn } from '../reports/test-patient-client';

// Wednesday. Sign-in happens at the real time (cookies expire by the real clock), then the clock is set here.
const wednesday = new Date('2025-06-18T10:00:00.000Z');
let t: TestApp;
let clock: ManualClock;
let reader: TestClient;
let newcomer: TestClient;
const r: Record<string, string> = {};
let alpha: string;
let beta: string;

beforeAll(async () => {
  clock = new ManualClock(new Date());
  t = await startTestApp({ clock });
  reader = await patientSignIn(t, 'dash-reader@reading.test', 'Dash Reader');
  newcomer = await patientSignIn(t, 'dash-newcomer@reading.test', 'Newcomer');
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

  it("uses the reader's time zone for week, month and streak", async () => {
    // UTC−2: Monday 01:00 UTC is still Sunday evening there.
    const d = await dashboard(reader, '?tzOffsetMinutes=120');
    expect(d.readThisWeek).toBe(2);
    expect(d.readingStreakDays).toBe(2);
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
    expect(d.readsPerWeek.at(-1)).toEqual({ weekStart: '2025-06-16T00:00:00.000Z', count: 3 });
    expect(d.readsPerWeek.at(-2)).toEqual({ weekStart: '2025-06-09T00:00:00.000Z', count: 1 });
    expect(d.readsPerWeek.at(-4)).toEqual({ weekStart: '2025-05-26T00:00:00.000Z', count: 1 });
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

  it('requires a session and a sane time zone offset', async () => {
    expect((await patientFetch(`${t.baseUrl}/api/dashboard`)).status).toBe(401);
    expect((await reader.get('/dashboard?tzOffsetMinutes=99999')).status).toBe(400);
  });
});
