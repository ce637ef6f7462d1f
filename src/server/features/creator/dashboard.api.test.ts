import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFavourites, reportReads, subscriptions } from '../../db/schema';
import { insertProfile, insertReport } from '../../test/factories';
import { anonymousClient, signIn, type TestClient } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { weekStartUtc } from './dashboard-service';

const DAY = 24 * 60 * 60 * 1000;
const WEEK = 7 * DAY;

let t: TestApp;
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
  t = await startTestApp();
  maya = await signIn(t, 'maya.dashboard@example.test', 'Maya Dashboard');
  const rival = await signIn(t, 'rival.dashboard@example.test', 'Rival Dashboard');
  await maya.post('/creator/become');
  await maya.put('/creator/settings', { channelName: 'Makers Daily' });
  now = new Date();
  thisMonday = weekStartUtc(now);
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
