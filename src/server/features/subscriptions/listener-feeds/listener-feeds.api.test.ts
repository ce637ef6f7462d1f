import { XMLValidator } from 'fast-xml-parser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListenerFeed, ListenerFeedList } from '@shared/contract/listener-feeds';
import { reports } from '../../../db/schema';
import { parseFeed } from '../../../rss/parse-feed';
import { insertCreator, insertReport, insertSubscription } from '../../../testing/factories';
import { anonymousClient, signIn, type TestClient } from '../../../testing/sign-in';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../../testing/test-app';

/**
 * A listener's private RSS feeds over real HTTP: listed on the profile, read by a feed reader with no
 * session (checked with the project's own feed reader), access following the subscription, conditional
 * GET, Reset, and the OPML export that points at them read back by the OPML preview.
 */
let t: TestApp;
let reader: TestClient;
let readable: { id: string; channelName: string };
let lapsed: { id: string; channelName: string };
let stranger: { id: string; channelName: string };
let first: { id: string; title: string };

/** A feed reader's request: no cookies, no session. */
async function fetchFeed(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { accept: 'application/rss+xml', ...headers } });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function feeds(client: TestClient = reader): Promise<ListenerFeed[]> {
  const res = await client.get('/profile/feeds');
  expect(res.status).toBe(200);
  return (res.body as ListenerFeedList).feeds;
}

const read = (xml: string) =>
  parseFeed(xml, { feedUrl: 'https://reader.example.test/', maxItems: 100, truncated: false });

beforeAll(async () => {
  t = await startTestApp();
  const db = t.app.deps.db;
  readable = await insertCreator(db, { channelName: 'Rooftop & Radio' });
  lapsed = await insertCreator(db, { channelName: 'Lapsed Hour' });
  stranger = await insertCreator(db, { channelName: 'Never Subscribed' });
  reader = await signIn(t, `feeds-${Date.now()}@example.test`, 'Fee Reader');
  const now = new Date();
  await insertSubscription(db, reader.userId, readable.id, 'active', now);
  await insertSubscription(db, reader.userId, lapsed.id, 'expired', now);
  first = await insertReport(db, readable.id, {
    title: 'Soil <and> water',
    summary: 'Soil holds water.\n\nRoots need air.',
    keyLearnings: [{ title: 'Mulch keeps moisture', detail: 'A layer of mulch halves evaporation.' }],
    publishedAt: new Date(now.getTime() - 60 * 60 * 1000),
    episodeMediaUrl: 'https://media.example.test/soil.m4a',
  });
  await insertReport(db, lapsed.id, {
    title: 'Secret lapsed report',
    summary: 'Words only subscribers read.',
  });
  await insertReport(db, stranger.id, { title: 'Stranger report' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe(`private RSS feeds (${testDatabaseKindLabel()})`, () => {
  it('lists the feeds only to the signed-in listener, each at an address with a secret', async () => {
    expect((await anonymousClient(t).get('/profile/feeds')).status).toBe(401);
    const list = await feeds();
    expect(list.map((feed) => [feed.kind, feed.creatorId, feed.title, feed.access])).toEqual([
      ['all', null, 'All your channels', true],
      ['channel', lapsed.id, 'Lapsed Hour', false],
      ['channel', readable.id, 'Rooftop & Radio', true],
    ]);
    const token = /\/api\/feeds\/([A-Za-z0-9_-]{65})\/all$/.exec(list[0]!.url)?.[1];
    expect(token).toBeDefined();
    expect(list[2]!.url).toBe(`${t.config.appUrl}/api/feeds/${token}/channels/${readable.id}`);
    // The same secret on the next visit.
    expect((await feeds()).map((feed) => feed.url)).toEqual(list.map((feed) => feed.url));
  });

  it("serves a channel's reports as RSS 2.0 a feed reader reads: summary, learnings, link, enclosure", async () => {
    const url = (await feeds()).find((feed) => feed.creatorId === readable.id)!.url;
    const res = await fetchFeed(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.headers.get('last-modified')).toMatch(/GMT$/);
    expect(XMLValidator.validate(res.text)).toBe(true);
    const feed = read(res.text);
    expect(feed.title).toBe('Rooftop & Radio on Podbrief');
    expect(feed.episodes).toHaveLength(1);
    const [item] = feed.episodes;
    expect(item!.title).toBe('Soil <and> water');
    expect(item!.guid).toBe(`podbrief-report:${first.id}`);
    expect(item!.mediaUrl).toBe('https://media.example.test/soil.m4a');
    expect(item!.description).toContain('Soil holds water.');
    expect(item!.description).toContain('Mulch keeps moisture');
    expect(item!.description).toContain('A layer of mulch halves evaporation.');
    expect(res.text).toContain(`<link>${t.config.appUrl}/subscriber/reports/${first.id}</link>`);
    expect(res.text).toContain(
      '<enclosure url="https://media.example.test/soil.m4a" length="0" type="audio/mp4"/>',
    );
    expect(res.text).not.toContain('Stranger report');
  });

  it('puts every channel with access in the feed of all, and none without', async () => {
    const url = (await feeds())[0]!.url;
    const res = await fetchFeed(url);
    expect(res.status).toBe(200);
    const feed = read(res.text);
    expect(feed.episodes.map((episode) => episode.title)).toEqual(['Rooftop & Radio: Soil <and> water']);
    expect(res.text).not.toContain('Secret lapsed report');
    expect(res.text).not.toContain('Stranger report');
  });

  it("says a lapsed subscription's feed has ended and shows none of its report text", async () => {
    const url = (await feeds()).find((feed) => feed.creatorId === lapsed.id)!.url;
    const res = await fetchFeed(url);
    expect(res.status).toBe(200);
    const feed = read(res.text);
    expect(feed.episodes.map((episode) => episode.title)).toEqual([
      'Your subscription to Lapsed Hour has ended',
    ]);
    expect(feed.episodes[0]!.description).toContain('this feed shows no reports');
    expect(res.text).not.toContain('Secret lapsed report');
    expect(res.text).not.toContain('Words only subscribers read');
  });

  it('answers 404 for a channel without a subscription, a forged secret, and 400 for a bad channel id', async () => {
    const all = (await feeds())[0]!.url;
    const base = all.slice(0, -'/all'.length);
    const notMine = await fetchFeed(`${base}/channels/${stranger.id}`);
    expect(notMine.status).toBe(404);
    expect(JSON.parse(notMine.text)).toMatchObject({ error: { code: 'listener_feed_not_found' } });
    const token = base.slice(base.lastIndexOf('/') + 1);
    const forged = `${token.slice(0, 22)}${'A'.repeat(43)}`;
    const forgedRes = await fetchFeed(`${base.slice(0, -token.length)}${forged}/all`);
    expect(forgedRes.status).toBe(404);
    expect(JSON.parse(forgedRes.text)).toMatchObject({ error: { code: 'listener_feed_not_found' } });
    expect((await fetchFeed(`${base.slice(0, -token.length)}short/all`)).status).toBe(404);
    const badId = await fetchFeed(`${base}/channels/not-a-uuid`);
    expect(badId.status).toBe(400);
  });

  it('answers 304 to a known ETag or date, and the full feed once a report changes it', async () => {
    const url = (await feeds()).find((feed) => feed.creatorId === readable.id)!.url;
    const full = await fetchFeed(url);
    const etag = full.headers.get('etag')!;
    const lastModified = full.headers.get('last-modified')!;
    const byTag = await fetchFeed(url, { 'if-none-match': etag });
    expect(byTag.status).toBe(304);
    expect(byTag.text).toBe('');
    expect(byTag.headers.get('etag')).toBe(etag);
    expect(byTag.headers.get('cache-control')).toBe('private, no-cache');
    expect((await fetchFeed(url, { 'if-modified-since': lastModified })).status).toBe(304);
    expect((await fetchFeed(url, { 'if-none-match': '"something-else"' })).status).toBe(200);

    const later = await insertReport(t.app.deps.db, readable.id, { title: 'A newer report' });
    await t.app.deps.db
      .update(reports)
      .set({ updatedAt: new Date(Date.parse(lastModified) + 5_000) })
      .where(eq(reports.id, later.id));
    const changedByTag = await fetchFeed(url, { 'if-none-match': etag });
    expect(changedByTag.status).toBe(200);
    expect(changedByTag.headers.get('etag')).not.toBe(etag);
    expect(read(changedByTag.text).episodes.map((episode) => episode.title)).toEqual([
      'A newer report',
      'Soil <and> water',
    ]);
    expect((await fetchFeed(url, { 'if-modified-since': lastModified })).status).toBe(200);
  });

  it('Reset gives new addresses and the old ones stop at once', async () => {
    const before = await feeds();
    const reset = await reader.post('/profile/feeds/reset');
    expect(reset.status).toBe(200);
    const after = (reset.body as ListenerFeedList).feeds;
    expect(after.map((feed) => feed.creatorId)).toEqual(before.map((feed) => feed.creatorId));
    for (const [index, feed] of after.entries()) expect(feed.url).not.toBe(before[index]!.url);
    for (const feed of before) {
      const old = await fetchFeed(feed.url);
      expect(old.status).toBe(404);
      expect(JSON.parse(old.text)).toMatchObject({ error: { code: 'listener_feed_not_found' } });
    }
    expect((await fetchFeed(after[0]!.url)).status).toBe(200);
    expect((await feeds()).map((feed) => feed.url)).toEqual(after.map((feed) => feed.url));
    expect((await anonymousClient(t).post('/profile/feeds/reset')).status).toBe(401);
  });

  it('OPML round trip: the export names the private feeds, each one reads, and the preview finds them', async () => {
    const exported = await reader.get('/subscriptions/opml');
    expect(exported.status).toBe(200);
    const xml = exported.body as string;
    const urls = [...xml.matchAll(/xmlUrl="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    expect(urls).toEqual([(await feeds()).find((feed) => feed.creatorId === readable.id)!.url]);
    for (const url of urls) {
      const res = await fetchFeed(url);
      expect(res.status).toBe(200);
      expect(read(res.text).episodes.length).toBeGreaterThan(0);
    }
    const other = await signIn(t, `feeds-other-${Date.now()}@example.test`, 'Other Reader');
    const preview = await fetch(`${t.baseUrl}/api/subscriptions/opml/preview`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        origin: t.baseUrl,
        'sec-fetch-site': 'same-origin',
        'content-type': 'text/x-opml',
        cookie: other.cookies.headerFor('/api/subscriptions/opml/preview') ?? '',
      },
      body: xml,
    });
    expect(preview.status).toBe(200);
    const body = (await preview.json()) as { matched: { creatorId: string }[]; unmatched: unknown[] };
    expect(body.unmatched).toEqual([]);
    expect(body.matched.map((match) => match.creatorId)).toEqual([readable.id]);
  });
});
