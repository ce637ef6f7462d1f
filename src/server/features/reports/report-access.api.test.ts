import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedPage, FullReport, ReportTeaser } from '@shared/contract/reports';
import { ManualClock } from '../../clock';
import { anonymousClient, type TestClient, signIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import {
  daysBefore,
  insertCreator,
  insertReport,
  insertSubscription,
  type AccessState,
} from '../../testing/factories';

const now = new Date(Math.floor(Date.now() / 1000) * 1000);
let t: TestApp;
let reader: TestClient;
const channels: Record<AccessState | 'never', { creatorId: string; reportId: string }> = {} as never;

beforeAll(async () => {
  t = await startTestApp({ clock: new ManualClock(now) });
  const db = t.testDb.handle.db;
  reader = await signIn(t, 'access-reader@reading.test', 'Access Reader');
  const states: (AccessState | 'never')[] = [
    'active',
    'canceled_in_period',
    'canceled_period_over',
    'expired',
    'never',
  ];
  for (const state of states) {
    const creator = await insertCreator(db, { channelName: `Channel ${state}`, price: 450 });
    const report = await insertReport(db, creator.id, {
      title: `Report of ${state}`,
      summary: `Secret summary of ${state}.`,
      keyLearnings: [
        { title: `Lesson one of ${state}`, detail: 'Visible in the teaser.' },
        { title: `Lesson two of ${state}`, detail: 'Only for subscribers.' },
      ],
      publishedAt: daysBefore(now, 1),
      readingTimeSeconds: 100,
      episodeDurationSeconds: 1000,
    });
    channels[state] = { creatorId: creator.id, reportId: report.id };
    if (state !== 'never') await insertSubscription(db, reader.userId, creator.id, state, now);
  }
});
afterAll(async () => {
  await t.close();
});

describe('access rules (docs/product.md#access)', () => {
  it.each([
    ['active', true],
    ['canceled_in_period', true],
    ['canceled_period_over', false],
    ['expired', false],
    ['never', false],
  ] as const)('%s subscription → full report: %s', async (state, full) => {
    const { reportId } = channels[state];
    const feed = (await reader.get('/reports?period=all')).body as FeedPage;
    expect(feed.items.some((i) => i.id === reportId)).toBe(full);

    const res = await reader.get(`/reports/${reportId}`);
    expect(res.status).toBe(200);
    if (full) {
      const report = res.body as FullReport;
      expect(report).toMatchObject({
        access: 'full',
        title: `Report of ${state}`,
        summary: `Secret summary of ${state}.`,
        timeSavedSeconds: 900,
        episode: { durationSeconds: 1000, number: 7, mediaUrl: 'https://media.example.test/episode.mp3' },
        isRead: false,
        readAt: null,
        isFavourite: false,
      });
      expect(report.keyLearnings).toHaveLength(2);
    } else {
      const teaser = res.body as ReportTeaser;
      expect(teaser).toEqual({
        access: 'teaser',
        id: reportId,
        title: `Report of ${state}`,
        channel: expect.objectContaining({
          creatorId: channels[state].creatorId,
          channelName: `Channel ${state}`,
        }),
        firstKeyLearning: { title: `Lesson one of ${state}`, detail: 'Visible in the teaser.' },
        publishedAt: expect.any(String),
        readingTimeSeconds: 100,
        subscribe: {
          creatorId: channels[state].creatorId,
          priceCents: 450,
          currency: 'USD',
          interval: 'month',
          paid: false,
          // No trial of a paid channel was taken: the button may offer one (ADR 227).
          trialUsed: false,
        },
      });
      expect(JSON.stringify(teaser)).not.toContain('Secret summary');
      expect(JSON.stringify(teaser)).not.toContain('Lesson two');
    }
  });

  it('shows anonymous visitors the teaser only', async () => {
    const res = await anonymousClient(t).get(`/reports/${channels.active.reportId}`);
    expect(res.status).toBe(200);
    expect(res.body.access).toBe('teaser');
    expect(JSON.stringify(res.body)).not.toContain('Secret summary');
  });

  it('answers 404 with the documented message for missing, malformed and unpublished reports', async () => {
    const draft = await insertReport(t.testDb.handle.db, channels.active.creatorId, { status: 'ready' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', draft.id, "1' or '1'='1"]) {
      const res = await reader.get(`/reports/${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({
        error: { code: 'report_not_found', message: 'Report not found or an unexpected error occurred.' },
      });
    }
  });

  it('lets a creator read their own channel without a subscription', async () => {
    const creator = await signIn(t, 'own-channel@reading.test', 'Own Channel');
    const db = t.testDb.handle.db;
    const { creatorSettings } = await import('../../db/schema');
    await db.insert(creatorSettings).values({ creatorId: creator.userId, channelName: 'My Own Show' });
    const mine = await insertReport(db, creator.userId, {
      title: 'My own episode',
      publishedAt: daysBefore(now, 1),
    });
    expect((await creator.get(`/reports/${mine.id}`)).body.access).toBe('full');
    expect(((await creator.get('/reports')).body as FeedPage).items.map((i) => i.id)).toEqual([mine.id]);
  });
});
