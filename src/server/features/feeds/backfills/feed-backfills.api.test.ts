import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedBackfills, feedConnections, reports } from '../../../db/schema';
import { buildFeed, startFeedServer, type FeedServer, type TestFeedItem } from '../../../testing/feed-server';
import { rooftopBees } from '../../../summarizer/samples/rooftop-bees';
import { signIn, type TestClient } from '../../../testing/sign-in';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { waitFor } from '../../../testing/wait-for';
import { runBackfill } from './backfill-job';

let feeds: FeedServer;
let t: TestApp;
let maya: TestClient;
let omar: TestClient;
let lena: TestClient;

/** One episode a month, January to July 2024, listed out of order, and one without a date. */
const months = ['01', '02', '03', '04', '05', '06', '07'];
const items: TestFeedItem[] = [
  ...['04', '01', '07', '02', '06', '03', '05'].map((month) => ({
    title: `Episode of 2024-${month}`,
    guid: `ep-2024-${month}`,
    pubDate: new Date(`2024-${month}-15T08:00:00Z`).toUTCString(),
  })),
  { title: 'Undated extra', guid: 'ep-undated' },
];

const vtt = [
  'WEBVTT',
  '',
  '00:00:01.000 --> 00:00:06.000',
  '<v Nora>Welcome back to Small Acres, the show about growing food in small spaces.</v>',
].join('\n');

const silentLog = { warn: () => undefined };
const jobContext = () => ({
  id: 'test',
  retryCount: 0,
  retryLimit: 3,
  isLastAttempt: false,
  signal: new AbortController().signal,
});

async function connect(client: TestClient, path = '/feed.xml', autoPublish = false) {
  await t.testDb.handle.db.insert(feedConnections).values({
    creatorId: client.userId,
    url: feeds.url(path),
    autoPublish,
    // The connected feed's own schedule stays out of these tests.
    nextCheckAt: new Date(Date.now() + 86_400_000),
  });
}

const titlesOf = async (creatorId: string) =>
  (
    await t.testDb.handle.db
      .select({ title: reports.title })
      .from(reports)
      .where(and(eq(reports.creatorId, creatorId), isNotNull(reports.feedItemKey)))
  )
    .map((r) => r.title)
    .sort();

function settled(client: TestClient) {
  return waitFor(
    async () => {
      const res = await client.get('/creator/feed/backfills/current');
      const backfill = res.body.backfill;
      return backfill && !['queued', 'running'].includes(backfill.status) ? backfill : undefined;
    },
    { what: 'the import to end', timeoutMs: 30_000, intervalMs: 100 },
  );
}

beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.serve('/feed.xml', { body: buildFeed('Small Acres', items) });
  // Episodes with a transcript: each is generated once imported, so each takes a place in the pace.
  feeds.serve('/ep.vtt', { contentType: 'text/vtt', body: vtt });
  feeds.serve('/transcribed.xml', {
    body: buildFeed(
      'Small Acres',
      ['08', '09'].map((month) => ({
        title: `Transcribed 2024-${month}`,
        guid: `tr-2024-${month}`,
        pubDate: new Date(`2024-${month}-15T08:00:00Z`).toUTCString(),
        transcripts: [{ url: feeds.url('/ep.vtt'), type: 'text/vtt' }],
      })),
    ),
  });
  // Past episodes whose transcripts are long enough to make a report of.
  feeds.serve('/bees.txt', { contentType: 'text/plain', body: rooftopBees });
  feeds.serve('/archive.xml', {
    body: buildFeed(
      'Small Acres Archive',
      ['10', '11'].map((month) => ({
        title: `Archive 2024-${month}`,
        guid: `ar-2024-${month}`,
        pubDate: new Date(`2024-${month}-15T08:00:00Z`).toUTCString(),
        transcripts: [{ url: feeds.url('/bees.txt'), type: 'text/plain' }],
      })),
    ),
  });
  t = await startTestApp();
  maya = await signIn(t, 'maya.backfill@example.test', 'Maya Backfill');
  omar = await signIn(t, 'omar.backfill@example.test', 'Omar Backfill');
  lena = await signIn(t, 'lena.backfill@example.test', 'Lena Backfill');
  for (const creator of [maya, omar, lena]) expect((await creator.post('/creator/become')).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await feeds?.close();
});

describe('importing past episodes', () => {
  it('needs a connected feed: 409 feed_not_connected, and nothing is started', async () => {
    const res = await maya.post('/creator/feed/backfills', { count: 5 });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('feed_not_connected');
    expect((await maya.get('/creator/feed/backfills/current')).body).toEqual({ backfill: null });
  });

  it('refuses a count out of bounds and a range that ends before it starts, with 400', async () => {
    for (const body of [{ count: 0 }, { count: 1001 }, { count: 3, from: '2024-05-01', to: '2024-04-01' }]) {
      const res = await maya.post('/creator/feed/backfills', body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
    }
  });

  it('takes the newest episodes within the range, up to the count, and counts what is already here', async () => {
    await connect(maya);
    const first = await maya.post('/creator/feed/backfills', { count: 1, to: '2024-05-31' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'queued', maxEpisodes: 1, total: null, processed: 0 });
    expect(await settled(maya)).toMatchObject({ status: 'done', total: 1, imported: 1, skipped: 0 });
    expect(await titlesOf(maya.userId)).toEqual(['Episode of 2024-05']);

    const second = await maya.post('/creator/feed/backfills', {
      count: 3,
      from: '2024-02-01',
      to: '2024-05-31',
    });
    expect(second.status).toBe(201);
    expect(await settled(maya)).toMatchObject({
      status: 'done',
      total: 3,
      processed: 3,
      imported: 2,
      skipped: 1,
      failed: 0,
      publishedFrom: '2024-02-01T00:00:00.000Z',
      publishedTo: '2024-06-01T00:00:00.000Z',
    });
    // May was there already; April and March are the newest two after it. Nothing twice.
    expect(await titlesOf(maya.userId)).toEqual([
      'Episode of 2024-03',
      'Episode of 2024-04',
      'Episode of 2024-05',
    ]);
    const [row] = await t.testDb.handle.db
      .select()
      .from(feedBackfills)
      .where(eq(feedBackfills.id, second.body.id));
    expect(row!.itemKeys).toEqual(['guid:ep-2024-05', 'guid:ep-2024-04', 'guid:ep-2024-03']);
  });

  it('takes every episode, undated ones last, without a range', async () => {
    await connect(lena);
    expect((await lena.post('/creator/feed/backfills', { count: 100 })).status).toBe(201);
    expect(await settled(lena)).toMatchObject({ status: 'done', total: 8, imported: 8 });
    const [row] = await t.testDb.handle.db
      .select()
      .from(feedBackfills)
      .where(eq(feedBackfills.creatorId, lena.userId));
    expect(row!.itemKeys).toEqual([...months.reverse().map((m) => `guid:ep-2024-${m}`), 'guid:ep-undated']);
  });

  it('runs one import at a time per channel: 409 backfill_already_running; cancel ends it', async () => {
    await connect(omar);
    const [running] = await t.testDb.handle.db
      .insert(feedBackfills)
      .values({ creatorId: omar.userId, status: 'running', maxEpisodes: 5, itemKeys: ['guid:ep-2024-07'] })
      .returning();
    const refused = await omar.post('/creator/feed/backfills', { count: 2 });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('backfill_already_running');

    // Another creator cannot cancel it.
    expect((await maya.post(`/creator/feed/backfills/${running!.id}/cancel`)).status).toBe(404);
    const canceled = await omar.post(`/creator/feed/backfills/${running!.id}/cancel`);
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ status: 'canceled', processed: 0, finishedAt: expect.any(String) });
    // A canceled import's job does nothing.
    await runBackfill(t.app.deps, running!.id, jobContext(), silentLog);
    expect(await titlesOf(omar.userId)).toEqual([]);
    expect((await omar.get('/creator/feed/backfills/current')).body.backfill).toMatchObject({
      id: running!.id,
      status: 'canceled',
    });
  });
});

describe('two starts at once', () => {
  it('start one import: the other is answered 409 backfill_already_running', async () => {
    const creator = await signIn(t, 'ida.backfill@example.test', 'Ida Backfill');
    expect((await creator.post('/creator/become')).status).toBe(200);
    await connect(creator);
    const answers = await Promise.all([
      creator.post('/creator/feed/backfills', { count: 2 }),
      creator.post('/creator/feed/backfills', { count: 2 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error.code).toBe('backfill_already_running');
    const rows = await t.testDb.handle.db
      .select()
      .from(feedBackfills)
      .where(eq(feedBackfills.creatorId, creator.userId));
    expect(rows).toHaveLength(1);
  });
});

describe('an import that stopped part-way', () => {
  it('resumes at its resume point after a crash, without importing anything twice', async () => {
    const creator = await signIn(t, 'rita.backfill@example.test', 'Rita Backfill');
    expect((await creator.post('/creator/become')).status).toBe(200);
    await connect(creator);
    // The crash came after the third episode was imported but before its progress was written.
    await runBackfillUpTo(creator, ['guid:ep-2024-07', 'guid:ep-2024-06', 'guid:ep-2024-05']);
    const db = t.testDb.handle.db;
    // The first is gone since (the creator deleted it): a restart from the beginning would bring it back.
    await db
      .delete(reports)
      .where(and(eq(reports.creatorId, creator.userId), eq(reports.title, 'Episode of 2024-07')));
    const [row] = await db
      .insert(feedBackfills)
      .values({
        creatorId: creator.userId,
        status: 'running',
        maxEpisodes: 4,
        itemKeys: ['guid:ep-2024-07', 'guid:ep-2024-06', 'guid:ep-2024-05', 'guid:ep-2024-04'],
        processed: 2,
        imported: 2,
      })
      .returning();
    await runBackfill(t.app.deps, row!.id, jobContext(), silentLog);
    const [after] = await db.select().from(feedBackfills).where(eq(feedBackfills.id, row!.id));
    expect(after).toMatchObject({ status: 'done', processed: 4, imported: 3, skipped: 1, failed: 0 });
    expect(await titlesOf(creator.userId)).toEqual([
      'Episode of 2024-04',
      'Episode of 2024-05',
      'Episode of 2024-06',
    ]);
    // Run again (a duplicate delivery of the job): nothing changes.
    await runBackfill(t.app.deps, row!.id, jobContext(), silentLog);
    expect(await titlesOf(creator.userId)).toHaveLength(3);
  });

  it('waits while the channel has as many reports generating as the pace allows', async () => {
    const creator = await signIn(t, 'sam.backfill@example.test', 'Sam Backfill');
    expect((await creator.post('/creator/become')).status).toBe(200);
    await connect(creator, '/transcribed.xml');
    const db = t.testDb.handle.db;
    const busy = await db
      .insert(reports)
      .values(
        ['One', 'Two'].map((title) => ({
          creatorId: creator.userId,
          title,
          episodeTitle: title,
          status: 'generating',
        })),
      )
      .returning({ id: reports.id });
    const [row] = await db
      .insert(feedBackfills)
      .values({ creatorId: creator.userId, status: 'queued', maxEpisodes: 2 })
      .returning();
    await runBackfill(t.app.deps, row!.id, jobContext(), silentLog);
    const [waiting] = await db.select().from(feedBackfills).where(eq(feedBackfills.id, row!.id));
    expect(waiting).toMatchObject({ status: 'running', processed: 0, imported: 0 });
    expect(waiting!.itemKeys).toHaveLength(2);

    await db.update(reports).set({ status: 'ready' }).where(eq(reports.id, busy[0]!.id));
    await runBackfill(t.app.deps, row!.id, jobContext(), silentLog);
    const [one] = await db.select().from(feedBackfills).where(eq(feedBackfills.id, row!.id));
    // Room for one more: the second waits for the next run.
    expect(one).toMatchObject({ status: 'running', processed: 1, imported: 1 });
  });
});

describe('auto-publish', () => {
  it('never publishes the back catalogue: past episodes are generated and wait as ready reports', async () => {
    const creator = await signIn(t, 'ada.backfill@example.test', 'Ada Backfill');
    expect((await creator.post('/creator/become')).status).toBe(200);
    await creator.put('/creator/settings', { channelName: 'Small Acres Archive' });
    await connect(creator, '/archive.xml', true);
    const [row] = await t.testDb.handle.db
      .insert(feedBackfills)
      .values({ creatorId: creator.userId, status: 'queued', maxEpisodes: 2 })
      .returning();
    await runBackfill(t.app.deps, row!.id, jobContext(), silentLog);
    expect(await titlesOf(creator.userId)).toEqual(['Archive 2024-10', 'Archive 2024-11']);
    const statuses = await waitFor(
      async () => {
        const list = (await creator.get('/creator/reports')).body.items as { status: string }[];
        const done = list.filter((r) => !['draft', 'generating'].includes(r.status));
        return done.length === 2 ? list.map((r) => r.status) : undefined;
      },
      { what: 'both past episodes to be generated', timeoutMs: 30_000, intervalMs: 100 },
    );
    expect(statuses).toEqual(['ready', 'ready']);
  });
});

/** Imports these episodes as a finished import would have, for a crash test to start from. */
async function runBackfillUpTo(client: TestClient, keys: string[]) {
  const [row] = await t.testDb.handle.db
    .insert(feedBackfills)
    .values({ creatorId: client.userId, status: 'running', maxEpisodes: keys.length, itemKeys: keys })
    .returning();
  await runBackfill(t.app.deps, row!.id, jobContext(), silentLog);
  expect(await titlesOf(client.userId)).toHaveLength(keys.length);
}
