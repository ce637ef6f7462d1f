import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfWeekIn } from '@shared/dates/calendar';
import { ManualClock } from '../../clock';
import { reportFavourites, reportReads, subscriptions } from '../../db/schema';
import { insertProfile, insertReport } from '../../testing/factories';
import { anonymousClient, signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

const DAY = 24 * 60 * 60 * 1000;
const WEEK = 7 * DAY;

let t: TestApp;
let clock: ManualClock;
let maya: TestClient;
let now: Date;
let thisMonday: Date;
const reportIds = { popular: '', quiet: '', draft: '', other: '' };

const listener = async () => (await insertProfile(t.testDb.handle.db)).id;

async function subscribe(
  subscriberId: string,
  creatorId: string,
  s: Partial<typeof subscriptions.$inferInsert> & { startDate: Date },
) {
  await t.testDb.handle.db.insert(subscriptions).values({
    subscriberId,
    creatorId,
    planName: 'Monthly',
    amount: 200,
    currentPeriodStart: s.startDate,
    currentPeriodEnd: new Date(now.getTime() + 20 * DAY),
    ...s,
  });
}

const report = async (creatorId: string, title: string, status: 'published' | 'draft', publishedAt?: Date) =>
  (await insertReport(t.testDb.handle.db, creatorId, { title, status, publishedAt })).id;

beforeAll(async () => {
  clock = new ManualClock(new Date());
  t = await startTestApp({ clock });
  maya = await signIn(t, 'maya.dashboard@example.test', 'Maya Dashboard');
  const rival = await signIn(t, 'rival.dashboard@example.test', 'Rival Dashboard');
  await maya.post('/creator/become');
  await maya.put('/creator/settings', { channelName: 'Makers Daily' });
  now = clock.now();
  thisMonday = startOfWeekIn(now, 'UTC');
  const w = (weeksBeforeThisMonday: number, plusDays = 0) =>
    new Date(thisMonday.getTime() - weeksBeforeThisMonday * WEEK + plusDays * DAY);

  const [a, b, c, d, e] = await Promise.all([1, 2, 3, 4, 5].map(() => listener()));
  // a: long-standing subscriber. b: joined two weeks ago (on a Tuesday). c: asked to cancel today, still
  // inside the paid period. d: canceled long ago, access ended seven weeks ago. e: subscribes to the rival.
  await subscribe(a!, maya.userId, { startDate: w(20) });
  await subscribe(b!, maya.userId, { startDate: w(2, 1) });
  await subscribe(c!, maya.userId, {
    startDate: w(5),
    cancelAtPeriodEnd: true,
    canceledAt: now,
    currentPeriodEnd: new Date(now.getTime() + 10 * DAY),
  });
  await subscribe(d!, maya.userId, {
    startDate: w(16),
    status: 'canceled',
    canceledAt: w(9),
    currentPeriodStart: w(11),
    currentPeriodEnd: w(7, 1),
  });
  await subscribe(e!, rival.userId, { startDate: w(3) });

  reportIds.popular = await report(
    maya.userId,
    'Popular episode',
    'published',
    new Date(now.getTime() - 10 * DAY),
  );
  reportIds.quiet = await report(
    maya.userId,
    'Quiet episode',
    'published',
    new Date(now.getTime() - 2 * DAY),
  );
  reportIds.draft = await report(maya.userId, 'Draft episode', 'draft');
  reportIds.other = await report(rival.userId, 'Rival episode', 'published', new Date(now.getTime() - DAY));
  const db = t.testDb.handle.db;
  await db.insert(reportReads).values([
    { userId: a!, reportId: reportIds.popular },
    { userId: b!, reportId: reportIds.popular },
    { userId: c!, reportId: reportIds.popular },
    { userId: a!, reportId: reportIds.quiet },
    { userId: e!, reportId: reportIds.other },
  ]);
  await db.insert(reportFavourites).values([
    { userId: a!, reportId: reportIds.popular },
    { userId: a!, reportId: reportIds.quiet },
    { userId: b!, reportId: reportIds.quiet },
    { userId: e!, reportId: reportIds.other },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('creator dashboard', () => {
  it('counts subscribers with access and cancellations of this month', async () => {
    const res = await maya.get('/creator/dashboard');
    expect(res.status).toBe(200);
    expect(res.body.subscribers).toEqual({ active: 3, canceledThisMonth: 1 });
  });

  it('counts published reports, reads and favourites per report, and the most read', async () => {
    const { body } = await maya.get('/creator/dashboard');
    expect(body).toMatchObject({ reportsPublished: 2, totalReads: 4, totalFavourites: 3 });
    expect(
      body.reports.map((r: { title: string; reads: number; favourites: number }) => [
        r.title,
        r.reads,
        r.favourites,
      ]),
    ).toEqual([
      ['Quiet episode', 1, 2],
      ['Popular episode', 3, 1],
    ]);
    expect(body.mostRead.map((r: { reportId: string }) => r.reportId)).toEqual([
      reportIds.popular,
      reportIds.quiet,
    ]);
  });

  it('charts subscribers at the end of each of the last 12 weeks', async () => {
    const { body } = await maya.get('/creator/dashboard');
    const series = body.subscribersOverTime as { weekStart: string; subscribers: number }[];
    expect(series).toHaveLength(12);
    expect(series.at(-1)?.weekStart).toBe(thisMonday.toISOString().slice(0, 10));
    expect(series[0]?.weekStart).toBe(new Date(thisMonday.getTime() - 11 * WEEK).toISOString().slice(0, 10));
    expect(series.map((p) => p.subscribers)).toEqual([2, 2, 2, 2, 1, 2, 2, 2, 2, 3, 3, 3]);
  });

  it('never includes who the subscribers are', async () => {
    const res = await maya.get('/creator/dashboard');
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('@');
    expect(text).not.toContain('Listener');
  });

  it('is only for signed-in creators, each seeing their own numbers', async () => {
    expect((await anonymousClient(t).get('/creator/dashboard')).status).toBe(401);
    const listenerClient = await signIn(t, 'plain.dashboard@example.test', 'Plain');
    expect((await listenerClient.get('/creator/dashboard')).status).toBe(403);
    await listenerClient.post('/creator/become');
    const empty = await listenerClient.get('/creator/dashboard');
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      subscribers: { active: 0, canceledThisMonth: 0 },
      reportsPublished: 0,
      totalReads: 0,
      reports: [],
      mostRead: [],
    });
    expect(empty.body.subscribersOverTime.every((p: { subscribers: number }) => p.subscribers === 0)).toBe(
      true,
    );
  });
});

describe("the creator dashboard in the creator's time zone", () => {
  // Wednesday 18 June 2025, 12:00 in Los Angeles (−07:00): the week began on Monday the 16th at 07:00 UTC.
  const wednesday = new Date('2025-06-18T19:00:00.000Z');
  let noor: TestClient;

  beforeAll(async () => {
    noor = await signIn(t, 'noor.dashboard@example.test', 'Noor Dashboard');
    await noor.post('/creator/become');
    await noor.put('/creator/settings', { channelName: 'Pacific Notes' });
    clock.set(wednesday);
    const [early, late] = await Promise.all([listener(), listener()]);
    const paidUntil = new Date('2025-07-10T00:00:00.000Z');
    // Sunday 15 June, 23:30 in Los Angeles: still last week there, already this week's Monday in UTC.
    await t.testDb.handle.db.insert(subscriptions).values({
      subscriberId: late!,
      creatorId: noor.userId,
      planName: 'Monthly',
      amount: 200,
      startDate: new Date('2025-06-16T06:30:00.000Z'),
      currentPeriodStart: new Date('2025-06-16T06:30:00.000Z'),
      currentPeriodEnd: paidUntil,
    });
    // Cancellation asked on Saturday 31 May, 20:00 in Los Angeles: May there, June in UTC.
    await t.testDb.handle.db.insert(subscriptions).values({
      subscriberId: early!,
      creatorId: noor.userId,
      planName: 'Monthly',
      amount: 200,
      startDate: new Date('2025-04-10T00:00:00.000Z'),
      currentPeriodStart: new Date('2025-06-10T00:00:00.000Z'),
      currentPeriodEnd: paidUntil,
      cancelAtPeriodEnd: true,
      canceledAt: new Date('2025-06-01T03:00:00.000Z'),
    });
  });

  type Point = { weekStart: string; subscribers: number };
  const lastWeeks = async (tz: string, count: number) => {
    const res = await noor.get(`/creator/dashboard?tz=${encodeURIComponent(tz)}`);
    expect(res.status).toBe(200);
    const series = res.body.subscribersOverTime as Point[];
    expect(series).toHaveLength(12);
    return { series: series.slice(-count), canceledThisMonth: res.body.subscribers.canceledThisMonth };
  };

  it('counts a subscription started late on Sunday in that Sunday’s week', async () => {
    const la = await lastWeeks('America/Los_Angeles', 2);
    expect(la.series).toEqual([
      { weekStart: '2025-06-09', subscribers: 2 },
      { weekStart: '2025-06-16', subscribers: 2 },
    ]);
    // In UTC the same subscription began on Monday: last week ended without it.
    const utc = await lastWeeks('UTC', 2);
    expect(utc.series).toEqual([
      { weekStart: '2025-06-09', subscribers: 1 },
      { weekStart: '2025-06-16', subscribers: 2 },
    ]);
  });

  it('counts cancellations in the creator’s month', async () => {
    expect((await lastWeeks('America/Los_Angeles', 1)).canceledThisMonth).toBe(0);
    expect((await lastWeeks('UTC', 1)).canceledThisMonth).toBe(1);
    // Without a zone the days are UTC's.
    const plain = await noor.get('/creator/dashboard');
    expect(plain.body.subscribers.canceledThisMonth).toBe(1);
  });

  it('names the creator’s Mondays east of UTC+12, and across a daylight-saving change', async () => {
    // Already Thursday the 19th on Kiritimati (UTC+14): its Monday the 16th began on the 15th at 10:00 UTC.
    expect((await lastWeeks('Pacific/Kiritimati', 1)).series).toEqual([
      { weekStart: '2025-06-16', subscribers: 2 },
    ]);
    // Los Angeles leaves daylight time on Sunday 2 November: the weeks still begin on local Mondays.
    clock.set('2025-11-05T20:00:00.000Z');
    const autumn = await lastWeeks('America/Los_Angeles', 3);
    expect(autumn.series.map((point) => point.weekStart)).toEqual(['2025-10-20', '2025-10-27', '2025-11-03']);
    clock.set(wednesday);
  });

  it('answers 400 unknown_time_zone for a zone it does not know, changing nothing', async () => {
    for (const tz of ['Mars/Olympus_Mons', '+02:00', '']) {
      const res = await noor.get(`/creator/dashboard?tz=${encodeURIComponent(tz)}`);
      expect(res.status, tz).toBe(400);
      expect(res.body.error.code, tz).toBe('unknown_time_zone');
    }
  });
});
