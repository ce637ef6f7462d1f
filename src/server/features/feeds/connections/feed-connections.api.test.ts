import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedConnections, reports } from '../../../db/schema';
import { importFeedItem } from '../../creator-reports';
import { startLiveFeedServer, type LiveFeedServer } from '../../../testing/live-feed-server';
import { signIn, type TestClient } from '../../../testing/sign-in';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../../testing/test-app';
import { waitFor } from '../../../testing/wait-for';
import { rooftopBees } from '../../../summarizer/samples/rooftop-bees';
import { checkDueFeeds } from './service';

let t: TestApp;
let feed: LiveFeedServer;
let maya: TestClient;
let mayaId: string;
const log = { warn: () => undefined };

/** A date after the connection was made: the check counts the episode as new. */
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toUTCString();

const connection = async () => {
  const [row] = await t.app.deps.db
    .select()
    .from(feedConnections)
    .where(eq(feedConnections.creatorId, mayaId));
  if (!row) throw new Error('no connection');
  return row;
};
/** Makes the connection due now, as the schedule would after its wait. */
const makeDue = () =>
  t.app.deps.db
    .update(feedConnections)
    .set({ nextCheckAt: sql`now() - interval '1 second'` })
    .where(eq(feedConnections.creatorId, mayaId));
const reportTitles = async (client: TestClient = maya) =>
  ((await client.get('/creator/reports')).body.items as { title: string }[]).map((r) => r.title);

beforeAll(async () => {
  feed = await startLiveFeedServer('Small Acres', [
    { title: 'Episode 11', guid: 'ep-11', pubDate: 'Tue, 04 Mar 2025 06:00:00 GMT' },
    { title: 'Episode 10', guid: 'ep-10', pubDate: 'Tue, 25 Feb 2025 06:00:00 GMT' },
  ]);
  feed.serve('/ep12.txt', 'text/plain', rooftopBees);
  t = await startTestApp();
  maya = await signIn(t, 'maya.connected@example.test', 'Maya Connected');
  await maya.post('/creator/become');
  mayaId = (await maya.get('/profile')).body.id;
});
afterAll(async () => {
  await t?.close();
  await feed?.close();
});

describe(`a connected feed (${testDatabaseKindLabel()})`, () => {
  it('connects after reading the feed, and imports none of the back catalogue', async () => {
    expect((await maya.get('/creator/feed')).body).toEqual({ connection: null });
    const res = await maya.put('/creator/feed', { url: feed.feedUrl });
    expect(res.status).toBe(200);
    expect(res.body.connection).toMatchObject({
      url: feed.feedUrl,
      autoPublish: false,
      lastOutcome: null,
      failureCount: 0,
    });
    await checkDueFeeds(t.app.deps, log);
    expect((await maya.get('/creator/feed')).body.connection).toMatchObject({ lastOutcome: 'unchanged' });
    expect(await reportTitles()).toEqual([]);
  });

  it('imports a new episode exactly once with two workers checking at once, and generates it', async () => {
    feed.addItem({
      title: 'Episode 12',
      guid: 'ep-12',
      episode: 12,
      pubDate: later(1),
      transcripts: [{ url: feed.url('/ep12.txt'), type: 'text/plain' }],
    });
    await makeDue();
    const checked = await Promise.all([checkDueFeeds(t.app.deps, log), checkDueFeeds(t.app.deps, log)]);
    expect(checked.sort()).toEqual([0, 1]);
    expect(await reportTitles()).toEqual(['Episode 12']);
    expect(await connection()).toMatchObject({
      lastOutcome: 'imported',
      lastImportedCount: 1,
      etag: '"v2"',
      leaseUntil: null,
    });
    // The draft is generated without a click.
    const ready = await waitFor(
      async () => {
        const list = await maya.get('/creator/reports');
        const report = list.body.items[0];
        return report.status === 'ready' || report.status === 'failed' ? report : undefined;
      },
      { what: 'the imported episode to be generated', timeoutMs: 20_000 },
    );
    expect(ready.status).toBe('ready');
    expect(ready.fromFeed).toBe(true);
  });

  it('imports nothing twice after a restart that lost what the last check recorded', async () => {
    // A worker died after importing and before recording: no validators, the connection due again.
    await t.app.deps.db
      .update(feedConnections)
      // A second in the past, as makeDue does: the check compares with its own clock, to the millisecond,
      // and the database's now() carries microseconds, so "now" could still lie ahead of it.
      .set({
        etag: null,
        lastModified: null,
        leaseUntil: null,
        nextCheckAt: sql`now() - interval '1 second'`,
      })
      .where(eq(feedConnections.creatorId, mayaId));
    expect(await checkDueFeeds(t.app.deps, log)).toBe(1);
    expect(await reportTitles()).toEqual(['Episode 12']);
    expect((await connection()).lastOutcome).toBe('unchanged');
  });

  it('keeps one report when the same item is imported at once by several callers', async () => {
    const episode = {
      guid: 'ep-race',
      title: 'Race',
      episodeNumber: null,
      publishedAt: null,
      durationSeconds: 60,
      mediaUrl: 'https://cdn.example.com/race.mp3',
      transcriptUrl: null,
      transcriptType: null,
      description: '',
    };
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => importFeedItem(t.app.deps, mayaId, episode, { source: 'poll' })),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.reportId)).size).toBe(1);
    const rows = await t.app.deps.db.select().from(reports).where(eq(reports.feedItemKey, 'guid:ep-race'));
    expect(rows).toHaveLength(1);
  });

  it('sends its validators and honours 304 Not Modified', async () => {
    await makeDue();
    const before = feed.requests.length;
    await checkDueFeeds(t.app.deps, log);
    expect(feed.requests.slice(before)).toEqual([
      { ifNoneMatch: '"v2"', ifModifiedSince: expect.any(String), status: 304 },
    ]);
    const row = await connection();
    expect(row.lastOutcome).toBe('not_modified');
    // At most every 15 minutes.
    expect(row.nextCheckAt.getTime() - row.lastCheckedAt!.getTime()).toBe(15 * 60_000);
  });

  it('backs off when the host fails, and starts over once it answers', async () => {
    feed.failWith(503);
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      await makeDue();
      await checkDueFeeds(t.app.deps, log);
      const row = await connection();
      waits.push((row.nextCheckAt.getTime() - row.lastCheckedAt!.getTime()) / 60_000);
      expect(row).toMatchObject({ lastOutcome: 'failed', failureCount: i + 1 });
      expect(row.lastError).toMatch(/HTTP 503/);
    }
    expect(waits).toEqual([30, 60, 120]);
    // Not due yet: the next tick leaves it alone.
    expect(await checkDueFeeds(t.app.deps, log)).toBe(0);

    feed.failWith(null);
    await makeDue();
    await checkDueFeeds(t.app.deps, log);
    expect(await connection()).toMatchObject({
      lastOutcome: 'not_modified',
      failureCount: 0,
      lastError: null,
    });
  });

  it("respects the host's robots.txt on the scheduled check, not on Check now", async () => {
    feed.robots('User-agent: *\nDisallow: /feed.xml\n');
    await makeDue();
    await checkDueFeeds(t.app.deps, log);
    expect(await connection()).toMatchObject({ lastOutcome: 'disallowed', failureCount: 1 });
    const now = await maya.post('/creator/feed/check');
    expect(now.status).toBe(200);
    expect(now.body.connection).toMatchObject({ lastOutcome: 'not_modified', failureCount: 0 });
    feed.robots(null);
  });

  it('imports an episode without a transcript as a draft that needs one, on Check now', async () => {
    feed.addItem({ title: 'Episode 13', guid: 'ep-13', episode: 13, pubDate: later(2) });
    const res = await maya.post('/creator/feed/check');
    expect(res.body.connection).toMatchObject({ lastOutcome: 'imported', lastImportedCount: 1 });
    const list = (await maya.get('/creator/reports')).body.items;
    const draft = list.find((r: { title: string }) => r.title === 'Episode 13');
    expect(draft).toMatchObject({ status: 'draft', fromFeed: true, needsTranscript: true });
  });

  it('publishes new episodes when auto-publish is on and the report passes the rules', async () => {
    await maya.put('/creator/settings', { channelName: 'Small Acres' });
    const res = await maya.put('/creator/feed', { url: feed.feedUrl, autoPublish: true });
    // The same address keeps its state; only auto-publish changes.
    expect(res.body.connection).toMatchObject({ autoPublish: true, lastOutcome: 'imported' });
    feed.addItem({
      title: 'Episode 14',
      guid: 'ep-14',
      pubDate: later(3),
      transcripts: [{ url: feed.url('/ep12.txt'), type: 'text/plain' }],
    });
    await maya.post('/creator/feed/check');
    const published = await waitFor(
      async () => {
        const list = (await maya.get('/creator/reports')).body.items;
        const report = list.find((r: { title: string }) => r.title === 'Episode 14');
        return report?.status === 'published' || report?.status === 'failed' ? report : undefined;
      },
      { what: 'the new episode to be published automatically', timeoutMs: 30_000 },
    );
    expect(published.status).toBe('published');
  });
});

describe('connecting a feed: bad input', () => {
  it('refuses an address that is not a feed, and keeps nothing', async () => {
    const ana = await signIn(t, 'ana.badfeed@example.test', 'Ana Bad');
    await ana.post('/creator/become');
    const missing = await ana.put('/creator/feed', { url: feed.url('/nothing.xml') });
    expect(missing.status).toBe(422);
    expect(missing.body.error.code).toBe('rss_fetch_failed');
    const notUrl = await ana.put('/creator/feed', { url: 'ftp://example.com/feed' });
    expect(notUrl.status).toBe(400);
    expect((await ana.get('/creator/feed')).body).toEqual({ connection: null });
    const check = await ana.post('/creator/feed/check');
    expect(check.status).toBe(404);
    expect(check.body.error.code).toBe('feed_not_connected');
    expect((await ana.delete('/creator/feed')).status).toBe(404);
  });

  it('is for creators only', async () => {
    const reader = await signIn(t, 'reader.feed@example.test', 'Reader');
    expect((await reader.get('/creator/feed')).status).toBe(403);
    expect((await reader.put('/creator/feed', { url: feed.feedUrl })).status).toBe(403);
  });

  it('starts afresh when the address changes', async () => {
    const before = await connection();
    const res = await maya.put('/creator/feed', { url: `${feed.feedUrl}?moved=1` });
    expect(res.status).toBe(200);
    expect(res.body.connection).toMatchObject({
      url: `${feed.feedUrl}?moved=1`,
      autoPublish: false,
      lastOutcome: null,
      failureCount: 0,
    });
    const after = await connection();
    expect(after.etag).toBeNull();
    expect(after.createdAt.getTime()).toBeGreaterThan(before.createdAt.getTime());
  });

  it('disconnects, keeping the reports it imported', async () => {
    const before = await reportTitles();
    expect((await maya.delete('/creator/feed')).status).toBe(204);
    expect((await maya.get('/creator/feed')).body).toEqual({ connection: null });
    expect(await reportTitles()).toEqual(before);
  });
});
