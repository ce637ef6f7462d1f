import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFeedItem } from '../../creator-reports';
import { startLiveFeedServer, type LiveFeedServer } from '../../../testing/live-feed-server';
import { signIn, type TestClient } from '../../../testing/sign-in';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../../testing/test-app';

/**
 * A feed whose episodes were all published before the connection (issue 39): the check says how many
 * older episodes the feed holds that the channel lacks, and connecting can bring in the newest one.
 */
let t: TestApp;
let feed: LiveFeedServer;

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000).toUTCString();

async function creator(email: string, name: string): Promise<TestClient> {
  const client = await signIn(t, email, name);
  expect((await client.post('/creator/become')).status).toBe(200);
  return client;
}

const reportTitles = async (client: TestClient) =>
  ((await client.get('/creator/reports')).body.items as { title: string }[]).map((r) => r.title);

beforeAll(async () => {
  feed = await startLiveFeedServer('Yesterday Show', [
    { title: 'Published yesterday', guid: 'older-1', pubDate: daysAgo(1) },
    { title: 'Published last week', guid: 'older-2', pubDate: daysAgo(7) },
  ]);
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
  await feed?.close();
});

describe(`older episodes of a connected feed (${testDatabaseKindLabel()})`, () => {
  it('"Check now" says how many older episodes the feed holds, and counts down as they are imported', async () => {
    const maya = await creator('maya.older@example.test', 'Maya Older');
    const connected = await maya.put('/creator/feed', { url: feed.feedUrl });
    expect(connected.status).toBe(200);
    expect(connected.body.connection.olderEpisodeCount).toBeNull();

    const checked = await maya.post('/creator/feed/check');
    expect(checked.status).toBe(200);
    expect(checked.body.connection).toMatchObject({ lastOutcome: 'unchanged', olderEpisodeCount: 2 });
    expect(await reportTitles(maya)).toEqual([]);

    // The feed has not changed: the conditional GET answers 304, and what the check saw stays.
    const again = await maya.post('/creator/feed/check');
    expect(again.body.connection).toMatchObject({ lastOutcome: 'not_modified', olderEpisodeCount: 2 });

    // One of them comes in (as "Import past episodes" does): the count follows without a check.
    await importFeedItem(
      t.app.deps,
      maya.userId,
      {
        guid: 'older-2',
        title: 'Published last week',
        episodeNumber: null,
        publishedAt: new Date(daysAgo(7)).toISOString(),
        durationSeconds: null,
        mediaUrl: null,
        transcriptUrl: null,
        transcriptType: null,
        transcripts: [],
        chaptersUrl: null,
        persons: [],
        description: '',
      },
      { source: 'backfill' },
    );
    expect((await maya.get('/creator/feed')).body.connection.olderEpisodeCount).toBe(1);
  });

  it('imports the newest episode already in the feed when the creator asks at connect time, once', async () => {
    const sam = await creator('sam.older@example.test', 'Sam Older');
    const connected = await sam.put('/creator/feed', { url: feed.feedUrl, importLatest: true });
    expect(connected.status).toBe(200);
    expect(await reportTitles(sam)).toEqual(['Published yesterday']);

    // Saving the same connection again with the option imports nothing twice.
    expect((await sam.put('/creator/feed', { url: feed.feedUrl, importLatest: true })).status).toBe(200);
    expect(await reportTitles(sam)).toEqual(['Published yesterday']);

    // The check then counts only the episode still missing.
    const checked = await sam.post('/creator/feed/check');
    expect(checked.body.connection).toMatchObject({ lastOutcome: 'unchanged', olderEpisodeCount: 1 });
  });

  it('refuses an importLatest that is not a boolean and connects nothing', async () => {
    const lee = await creator('lee.older@example.test', 'Lee Older');
    const res = await lee.put('/creator/feed', { url: feed.feedUrl, importLatest: 'yes' });
    expect(res.status).toBe(400);
    expect((await lee.get('/creator/feed')).body).toEqual({ connection: null });
  });
});
