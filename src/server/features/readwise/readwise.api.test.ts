import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readwiseMessages } from '@shared/contract/readwise';
import { loggerOptions } from '../../app';
import { ManualClock } from '../../clock';
import { highlights, readwiseConnections, readwiseSentItems } from '../../db/schema';
import { JOBS_SCHEMA } from '../../jobs/pg-boss-queue';
import {
  startFakeHttpServer,
  type FakeAnswer,
  type FakeHttpServer,
  type FakeRequest,
} from '../../testing/fake-http-server';
import { daysBefore, insertCreator, insertReport, insertSubscription } from '../../testing/factories';
import { signIn, type TestClient, type TestResponse } from '../../testing/sign-in';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../testing/test-app';
import { waitFor } from '../../testing/wait-for';
import { readwiseWritesPerMinute } from './routes';
import { READWISE_SYNC_QUEUE } from './sync-job';

const now = new Date(Math.floor(Date.now() / 1000) * 1000);
const goodToken = `rw${randomUUID().replaceAll('-', '')}wxyz`;
const malformedToken = 'malformed-token';
const clock = new ManualClock(now);
let t: TestApp;
let readwise: FakeHttpServer;
let reader: TestClient;
let other: TestClient;
let reportId: string;
let lockedReportId: string;

/** What the fake Readwise saw, and how it answers the next highlight posts. */
const received: FakeRequest[] = [];
let highlightAnswers: FakeAnswer[] = [];
const logLines: string[] = [];
const responses: TestResponse[] = [];

function answer(request: FakeRequest): FakeAnswer {
  received.push(request);
  const authorised = request.headers.authorization === `Token ${goodToken}`;
  if (request.method === 'GET' && request.url === '/api/v2/auth/') {
    // A token Readwise cannot even read is a 400, not a 401.
    if (request.headers.authorization === `Token ${malformedToken}`)
      return { status: 400, body: { detail: 'Bad token.' } };
    return authorised ? { status: 204, body: null } : { status: 401, body: { detail: 'Invalid token.' } };
  }
  if (request.method === 'POST' && request.url === '/api/v2/highlights/') {
    if (!authorised) return { status: 401, body: { detail: 'Invalid token.' } };
    return highlightAnswers.shift() ?? { status: 200, body: [] };
  }
  return { status: 404, body: { detail: 'Not found.' } };
}

const posts = () => received.filter((r) => r.method === 'POST' && r.url === '/api/v2/highlights/');
const sentBodies = () =>
  posts().map((r) => JSON.parse(r.body.toString('utf8')) as { highlights: Record<string, unknown>[] });

async function remember(response: Promise<TestResponse>): Promise<TestResponse> {
  const res = await response;
  responses.push(res);
  return res;
}

beforeAll(async () => {
  readwise = await startFakeHttpServer(answer);
  t = await startTestApp({
    clock,
    env: { READWISE_BASE_URL: readwise.origin, LOG_LEVEL: 'info' },
    logger: (config) => loggerOptions(config, { write: (line: string) => void logLines.push(line) }),
  });
  const db = t.testDb.handle.db;
  reader = await signIn(t, 'readwise-reader@reading.test', 'Reed Wise');
  other = await signIn(t, 'readwise-other@reading.test', 'Other Reader');
  const show = await insertCreator(db, { channelName: 'Rooftop Bees' });
  const closed = await insertCreator(db, { channelName: 'Closed Hive' });
  await insertSubscription(db, reader.userId, show.id, 'active', now);
  await insertSubscription(db, reader.userId, closed.id, 'expired', now);
  reportId = (
    await insertReport(db, show.id, {
      title: 'Bees need water',
      keyLearnings: [
        { title: 'Water first', detail: 'Bees need water near the hive.', start: 754.4, end: 770 },
        { title: 'Untimed', detail: 'Written before moments.' },
      ],
      publishedAt: daysBefore(now, 1),
    })
  ).id;
  lockedReportId = (await insertReport(db, closed.id, { publishedAt: daysBefore(now, 1) })).id;
  await db.insert(highlights).values([
    {
      userId: reader.userId,
      reportId,
      part: 'transcript',
      textStart: 0,
      textEnd: 26,
      text: 'A shallow dish with stones',
      comment: 'For the balcony',
      startSeconds: 754.4,
      endSeconds: 770,
      speaker: 'Idris Okafor',
      createdAt: daysBefore(now, 1),
    },
    {
      userId: reader.userId,
      reportId,
      part: 'summary',
      textStart: 0,
      textEnd: 9,
      text: 'Bees need',
      // A second after the first, so the order they are sent in is known.
      createdAt: new Date(daysBefore(now, 1).getTime() + 1000),
    },
    {
      userId: reader.userId,
      reportId: lockedReportId,
      part: 'summary',
      textStart: 0,
      textEnd: 6,
      text: 'Locked',
      createdAt: daysBefore(now, 1),
    },
  ]);
});
afterAll(async () => {
  await t?.close();
  await readwise?.close();
});

const connection = async () => (await remember(reader.get('/readwise/connection'))).body;

/** Asks for a sync and waits until it has ended (well or not). */
async function sync(reportIds: string[]) {
  clock.advance(1000);
  const started = await remember(reader.post('/readwise/sync', { reportIds }));
  expect(started.status).toBe(202);
  const requestedAt = started.body.requestedAt as string;
  return waitFor(
    async () => {
      const state = await connection();
      return state.lastAttemptAt !== null && state.lastAttemptAt >= requestedAt ? state : undefined;
    },
    { timeoutMs: 60_000, what: 'the Readwise sync to end' },
  );
}

describe(`Readwise (${testDatabaseKindLabel()})`, () => {
  it('starts disconnected', async () => {
    expect(await connection()).toEqual({
      available: true,
      connected: false,
      hint: null,
      lastSyncAt: null,
      lastError: null,
      lastAttemptAt: null,
      sentCount: 0,
      lastSyncSentCount: 0,
    });
  });

  it('refuses a token Readwise rejects, in plain words, and stores nothing', async () => {
    const res = await remember(reader.put('/readwise/connection', { token: 'not-a-real-token' }));
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      code: 'readwise_token_rejected',
      message: 'Readwise rejected this token. Copy a new one from readwise.io/access_token.',
    });
    expect(await t.testDb.handle.db.select().from(readwiseConnections)).toEqual([]);
    expect((await remember(reader.post('/readwise/sync', { reportIds: [reportId] }))).status).toBe(409);
  });

  it('takes any 4xx of the token check as a rejected token: a 422, never a 502 to retry', async () => {
    const asked = () => received.filter((r) => r.url === '/api/v2/auth/').length;
    const before = asked();
    // Someone of their own: the reader's and the other's connects are counted by the rate-limit test.
    const third = await signIn(t, 'readwise-third@reading.test', 'Third Reader');
    const res = await remember(third.put('/readwise/connection', { token: malformedToken }));
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      code: 'readwise_token_rejected',
      message: readwiseMessages.rejected,
    });
    expect(asked()).toBe(before + 1);
    expect(await t.testDb.handle.db.select().from(readwiseConnections)).toEqual([]);
  });

  it('connects with a valid token, kept encrypted and shown only by its last four characters', async () => {
    const res = await remember(reader.put('/readwise/connection', { token: goodToken }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ connected: true, hint: '…wxyz' });
    const [row] = await t.testDb.handle.db
      .select()
      .from(readwiseConnections)
      .where(eq(readwiseConnections.userId, reader.userId));
    expect(row?.tokenCiphertext).toMatch(/^v1\./);
    expect(row?.tokenCiphertext).not.toContain(goodToken.slice(2, 20));
    expect(row?.tokenHint).toBe('wxyz');
    // Nobody else is connected by it.
    expect((await remember(other.get('/readwise/connection'))).body.connected).toBe(false);
  });

  it('lists the highlighted reports with what is still unsent', async () => {
    const res = await remember(reader.get('/readwise/reports'));
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reportId, title: 'Bees need water', highlightCount: 2, unsentCount: 2 }),
      ]),
    );
  });

  it('sends highlights and key learnings in Readwise’s shape, waiting out a 429', async () => {
    highlightAnswers = [{ status: 429, body: { detail: 'Slow down.' }, headers: { 'Retry-After': '1' } }];
    const state = await sync([reportId, lockedReportId]);
    expect(state).toMatchObject({ lastError: null, sentCount: 4, lastSyncSentCount: 4 });
    expect(state.lastSyncAt).not.toBeNull();
    // The refused batch, then the same batch again after Retry-After.
    expect(posts()).toHaveLength(2);
    const [refused, accepted] = sentBodies();
    expect(accepted).toEqual(refused);
    const reportLink = `${t.config.appUrl}/subscriber/reports/${reportId}`;
    expect(accepted!.highlights).toEqual([
      {
        text: 'A shallow dish with stones',
        title: expect.stringContaining('Bees need water'),
        author: 'Rooftop Bees',
        source_url: reportLink,
        source_type: 'podbrief',
        category: 'podcasts',
        note: 'For the balcony',
        location: 754,
        location_type: 'time_offset',
        highlighted_at: daysBefore(now, 1).toISOString(),
        highlight_url: `${reportLink}?t=754`,
      },
      expect.objectContaining({ text: 'Bees need', highlight_url: reportLink }),
      expect.objectContaining({
        text: 'Water first\n\nBees need water near the hive.',
        location: 754,
        highlight_url: `${reportLink}?t=754`,
      }),
      expect.objectContaining({ text: 'Untimed\n\nWritten before moments.', highlight_url: reportLink }),
    ]);
    expect(accepted!.highlights[1]).not.toHaveProperty('location');
    expect(posts()[1]!.headers.authorization).toBe(`Token ${goodToken}`);
    const keys = (
      await t.testDb.handle.db
        .select({ key: readwiseSentItems.itemKey })
        .from(readwiseSentItems)
        .where(eq(readwiseSentItems.userId, reader.userId))
    ).map((row) => row.key);
    expect(keys.sort()).toEqual(expect.arrayContaining([`learning:${reportId}:0`, `learning:${reportId}:1`]));
    expect(keys).toHaveLength(4);
  });

  it('sends nothing the second time, and only what is new after that', async () => {
    const again = await sync([reportId]);
    expect(again).toMatchObject({ lastError: null, sentCount: 4, lastSyncSentCount: 0 });
    expect(posts()).toHaveLength(2);

    await t.testDb.handle.db.insert(highlights).values({
      userId: reader.userId,
      reportId,
      part: 'summary',
      textStart: 0,
      textEnd: 5,
      text: 'Water',
    });
    const third = await sync([reportId]);
    expect(third).toMatchObject({ sentCount: 5, lastSyncSentCount: 1 });
    expect(posts()).toHaveLength(3);
    expect(sentBodies()[2]!.highlights.map((h) => h.text)).toEqual(['Water']);
  });

  it('says in plain words when Readwise rejects the stored token, and keeps the items unsent', async () => {
    await t.testDb.handle.db.insert(highlights).values({
      userId: reader.userId,
      reportId,
      part: 'summary',
      textStart: 0,
      textEnd: 4,
      text: 'Hive',
    });
    highlightAnswers = [{ status: 401, body: { detail: 'Invalid token.' } }];
    const state = await sync([reportId]);
    expect(state).toMatchObject({ lastError: readwiseMessages.rejected, sentCount: 5 });
    expect(posts()).toHaveLength(4);
    // The next good sync sends what the refused one could not.
    const retried = await sync([reportId]);
    expect(retried).toMatchObject({ lastError: null, sentCount: 6, lastSyncSentCount: 1 });
  });

  it('does not retry a batch Readwise refuses with a 4xx, and says so in plain words', async () => {
    await t.testDb.handle.db.insert(highlights).values({
      userId: reader.userId,
      reportId,
      part: 'summary',
      textStart: 0,
      textEnd: 4,
      text: 'Comb',
    });
    highlightAnswers = [{ status: 400, body: { detail: 'Invalid highlight.' } }];
    const before = posts().length;
    const state = await sync([reportId]);
    expect(state).toMatchObject({ lastError: readwiseMessages.refused, sentCount: 6 });
    expect(posts()).toHaveLength(before + 1);
    // The job ended for good: none waits to send the same refused batch again.
    await waitFor(
      async () => {
        const result = await t.testDb.handle.db.execute(
          sql.raw(
            `select state from ${JOBS_SCHEMA}.job where name = '${READWISE_SYNC_QUEUE}' and state not in ('completed', 'cancelled', 'failed')`,
          ),
        );
        return (result as unknown as { rows: unknown[] }).rows.length === 0;
      },
      { timeoutMs: 30_000, what: 'the refused sync to end without a retry' },
    );
  });

  it('forgets the token on disconnect', async () => {
    expect((await remember(reader.delete('/readwise/connection'))).status).toBe(204);
    expect(await t.testDb.handle.db.select().from(readwiseConnections)).toEqual([]);
    expect((await connection()).connected).toBe(false);
  });

  it('limits connects and syncs per user, before Readwise is asked', async () => {
    const asked = () => received.filter((r) => r.url === '/api/v2/auth/').length;
    for (let i = 0; i < readwiseWritesPerMinute; i++) {
      const res = await remember(other.put('/readwise/connection', { token: `guess-${i}` }));
      expect(res.status).toBe(422);
    }
    const before = asked();
    const limited = await remember(other.put('/readwise/connection', { token: 'guess-again' }));
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(asked()).toBe(before);
    // Someone else is not affected.
    expect((await remember(reader.put('/readwise/connection', { token: 'x-token' }))).status).toBe(422);
  });

  it('never puts the token in an answer or the log', () => {
    const secret = goodToken.slice(0, -4);
    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) expect(line).not.toContain(secret);
    for (const res of responses) expect(JSON.stringify(res.body ?? null)).not.toContain(secret);
  });
});
