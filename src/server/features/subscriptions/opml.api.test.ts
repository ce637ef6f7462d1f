import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opmlLimits } from '@shared/contract/opml';
import { creatorSettings, subscriptions } from '../../db/schema';
import { insertCreator, insertSubscription } from '../../testing/factories';
import { feedHead, feedItemXml, startFeedServer, type FeedServer } from '../../testing/feed-server';
import { anonymousClient, signIn, type TestClient, type TestResponse } from '../../testing/sign-in';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../testing/test-app';

/**
 * OPML out and in over real HTTP, on PGlite and PostgreSQL: the export of a reader's subscriptions, its
 * preview by another reader (round trip), matching by feed address and podcast:guid, hostile files that
 * change nothing, the subscribe step under the trial rules, and the feed address a creator's import keeps.
 */
let t: TestApp;
let feeds: FeedServer;
let users = 0;
const newUser = () => signIn(t, `opml${++users}-${Date.now()}@example.test`, `Opml Reader ${users}`);

let withFeed: { id: string; channelName: string };
let withGuid: { id: string; channelName: string };
let noFeed: { id: string; channelName: string };
const feedA = 'https://Feeds.Example.test/show-a/';
const guidB = '917393e3-1b1e-5cef-ace4-edaa54e1f810';

/** Posts bytes as they are, with the client's cookies and same-origin headers. */
async function rawPost(client: TestClient, path: string, body: Uint8Array | string, contentType: string) {
  const url = `${t.baseUrl}/api${path}`;
  const cookie = client.cookies.headerFor(new URL(url).pathname);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      origin: t.baseUrl,
      'sec-fetch-site': 'same-origin',
      'content-type': contentType,
      ...(cookie ? { cookie } : {}),
    },
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as TestResponse['body']) : undefined,
    headers: response.headers,
  };
}

const preview = (client: TestClient, xml: string | Uint8Array, type = 'text/x-opml') =>
  rawPost(client, '/subscriptions/opml/preview', xml, type);

async function subscriptionCount(userId: string) {
  return (await t.app.deps.db.select().from(subscriptions).where(eq(subscriptions.subscriberId, userId)))
    .length;
}

const opml = (outlines: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><opml version="2.0"><head><title>Mine</title></head><body>${outlines}</body></opml>`;

beforeAll(async () => {
  feeds = await startFeedServer();
  t = await startTestApp();
  const db = t.app.deps.db;
  withFeed = await insertCreator(db, { channelName: 'Show A & Friends' });
  withGuid = await insertCreator(db, { channelName: 'Show B' });
  noFeed = await insertCreator(db, { channelName: 'Show C' });
  await db.update(creatorSettings).set({ feedUrl: feedA }).where(eq(creatorSettings.creatorId, withFeed.id));
  await db
    .update(creatorSettings)
    .set({ feedUrl: 'https://feeds.example.test/show-b.xml', podcastGuid: guidB })
    .where(eq(creatorSettings.creatorId, withGuid.id));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await feeds?.close();
});

describe(`OPML export (${testDatabaseKindLabel()})`, () => {
  it('needs a session', async () => {
    const anon = anonymousClient(t);
    expect((await anon.get('/subscriptions/opml')).status).toBe(401);
    expect((await preview(anon, opml(''))).status).toBe(401);
    expect((await anon.post('/subscriptions/opml/subscribe', { creatorIds: [withFeed.id] })).status).toBe(
      401,
    );
  });

  it("lists the reader's subscriptions with access, each at the reader's private feed of it", async () => {
    const reader = await newUser();
    const now = new Date();
    await insertSubscription(t.app.deps.db, reader.userId, withFeed.id, 'active', now);
    await insertSubscription(t.app.deps.db, reader.userId, noFeed.id, 'canceled_in_period', now);
    await insertSubscription(t.app.deps.db, reader.userId, withGuid.id, 'expired', now);
    const res = await reader.get('/subscriptions/opml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/x-opml; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="podbrief-subscriptions.opml"/,
    );
    const xml = res.body as string;
    expect(xml).toContain('<opml version="2.0"');
    // xmlUrl is an RSS feed any reader can read (the reader's private feed of the channel's reports),
    // never the channel's HTML page; that page is the htmlUrl.
    const feedOf = (creatorId: string) =>
      new RegExp(`xmlUrl="${t.config.appUrl}/api/feeds/[A-Za-z0-9_-]{65}/channels/${creatorId}"`);
    expect(xml).toContain(
      '<outline type="rss" text="Show A &amp; Friends" title="Show A &amp; Friends" xmlUrl=',
    );
    expect(xml).toMatch(feedOf(withFeed.id));
    expect(xml).toContain(`htmlUrl="${t.config.appUrl}/channels/${withFeed.id}"`);
    expect(xml).toMatch(feedOf(noFeed.id));
    expect(xml).not.toContain(`xmlUrl="${t.config.appUrl}/channels/`);
    expect(xml).not.toContain(`xmlUrl="${feedA}"`);
    // An expired subscription is not the reader's any more.
    expect(xml).not.toContain('Show B');
    // The same subscriptions give the same bytes.
    expect((await reader.get('/subscriptions/opml')).body).toBe(xml);
  });

  it('round trip: the export previewed by another reader matches every outline', async () => {
    const reader = await newUser();
    const now = new Date();
    for (const channel of [withFeed, withGuid, noFeed])
      await insertSubscription(t.app.deps.db, reader.userId, channel.id, 'active', now);
    const exported = (await reader.get('/subscriptions/opml')).body as string;

    const other = await newUser();
    const res = await preview(other, exported);
    expect(res.status).toBe(200);
    expect(res.body.outlineCount).toBe(3);
    expect(res.body.unmatched).toEqual([]);
    expect(
      res.body.matched.map((m: { creatorId: string; alreadySubscribed: boolean }) => [
        m.creatorId,
        m.alreadySubscribed,
      ]),
    ).toEqual([
      [withFeed.id, false],
      [withGuid.id, false],
      [noFeed.id, false],
    ]);
    // The exporter already has them all.
    const own = await preview(reader, exported);
    expect(own.body.matched.every((m: { alreadySubscribed: boolean }) => m.alreadySubscribed)).toBe(true);
    expect(await subscriptionCount(other.userId)).toBe(0);
  });
});

describe(`OPML preview (${testDatabaseKindLabel()})`, () => {
  let reader: TestClient;
  beforeAll(async () => {
    reader = await newUser();
  });

  it('matches by normalised feed address or by podcast:guid, lists the rest, and changes nothing', async () => {
    const file = opml(`
      <outline text="Folder">
        <outline type="rss" text="A from another app" xmlUrl="https://FEEDS.example.test/show-a" />
        <outline type="rss" text="A again" xmlUrl="https://feeds.example.test/show-a//" />
      </outline>
      <outline type="rss" text="B moved host" xmlUrl="https://elsewhere.example.test/b" podcast:guid="${guidB.toUpperCase()}" />
      <outline type="rss" text="Unknown show" xmlUrl="https://unknown.example.test/feed" />`);
    const res = await preview(reader, file, 'application/xml');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      outlineCount: 4,
      matched: [
        {
          outlineTitle: 'A from another app',
          xmlUrl: 'https://FEEDS.example.test/show-a',
          creatorId: withFeed.id,
          channelName: 'Show A & Friends',
          logoUrl: null,
          matchedBy: 'feed_url',
          alreadySubscribed: false,
        },
        {
          outlineTitle: 'B moved host',
          xmlUrl: 'https://elsewhere.example.test/b',
          creatorId: withGuid.id,
          channelName: 'Show B',
          logoUrl: null,
          matchedBy: 'podcast_guid',
          alreadySubscribed: false,
        },
      ],
      unmatched: [{ outlineTitle: 'Unknown show', xmlUrl: 'https://unknown.example.test/feed' }],
    });
    expect(await subscriptionCount(reader.userId)).toBe(0);
  });

  it('takes the file as a multipart upload too', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([opml(`<outline type="rss" text="A" xmlUrl="${feedA}"/>`)], { type: 'text/x-opml' }),
      'podcasts.opml',
    );
    const res = await reader.post('/subscriptions/opml/preview', form);
    expect(res.status).toBe(200);
    expect(res.body.matched.map((m: { creatorId: string }) => m.creatorId)).toEqual([withFeed.id]);
  });

  it('refuses hostile files with their stable codes and changes nothing', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><opml version="2.0"><body><outline type="rss" text="&lol2;" xmlUrl="${feedA}"/></body></opml>`;
    const cases: [string | Uint8Array, string, number, string][] = [
      [laughs, 'application/xml', 422, 'opml_invalid'],
      ['this is not xml', 'text/plain', 422, 'opml_invalid'],
      ['<rss version="2.0"><channel/></rss>', 'text/xml', 422, 'opml_invalid'],
      [
        opml(`<outline type="rss" text="x" xmlUrl="${feedA}"/>`.repeat(opmlLimits.maxOutlines + 1)),
        'text/x-opml',
        422,
        'opml_too_many_outlines',
      ],
      // Just over the limit (read, then refused) and far over it (refused while arriving).
      [opml(' '.repeat(opmlLimits.maxBytes)), 'text/x-opml', 413, 'opml_too_large'],
      [new Uint8Array(opmlLimits.maxBytes + 1024 * 1024).fill(0x20), 'text/plain', 413, 'opml_too_large'],
      // Whatever the type says, the body is the file.
      ['{"opml": true}', 'application/json', 422, 'opml_invalid'],
      [JSON.stringify({ x: 'x'.repeat(opmlLimits.maxBytes) }), 'application/json', 413, 'opml_too_large'],
    ];
    for (const [body, type, status, code] of cases) {
      const res = await preview(reader, body, type);
      expect([res.status, res.body?.error?.code], `${type} ${String(body).slice(0, 40)}`).toEqual([
        status,
        code,
      ]);
    }
    const empty = await preview(reader, '', 'text/x-opml');
    expect([empty.status, empty.body.error.code]).toEqual([400, 'invalid_upload']);
    expect(await subscriptionCount(reader.userId)).toBe(0);
  });
});

describe(`OPML subscribe (${testDatabaseKindLabel()})`, () => {
  it('subscribes within the trial limit and answers each refusal with its reason', async () => {
    const reader = await newUser();
    const now = new Date();
    // Three places of the five are taken; the file matches four channels, one of them already followed.
    const taken = [await insertCreator(t.app.deps.db), await insertCreator(t.app.deps.db)];
    for (const channel of [...taken, withFeed])
      await insertSubscription(t.app.deps.db, reader.userId, channel.id, 'active', now);
    const extra = await insertCreator(t.app.deps.db, { channelName: 'Show D' });
    const res = await reader.post('/subscriptions/opml/subscribe', {
      creatorIds: [withFeed.id, withGuid.id, noFeed.id, extra.id, crypto.randomUUID(), withGuid.id],
    });
    expect(res.status).toBe(200);
    expect(
      res.body.results.map((r: { channelName: string | null; outcome: string; code: string | null }) => [
        r.channelName,
        r.outcome,
        r.code,
      ]),
    ).toEqual([
      ['Show A & Friends', 'refused', 'already_subscribed'],
      ['Show B', 'subscribed', null],
      ['Show C', 'subscribed', null],
      ['Show D', 'refused', 'trial_limit_reached'],
      [null, 'refused', 'creator_not_found'],
    ]);
    expect([res.body.subscribed, res.body.refused]).toEqual([2, 3]);
    expect(res.body.results[3].message).toMatch(/Free trial is limited to 5 podcasts/);
    expect(await subscriptionCount(reader.userId)).toBe(5);
  });

  it('refuses an empty or oversized list with a validation error', async () => {
    const reader = await newUser();
    expect((await reader.post('/subscriptions/opml/subscribe', { creatorIds: [] })).status).toBe(400);
    const many = Array.from({ length: opmlLimits.maxSubscribe + 1 }, () => crypto.randomUUID());
    expect((await reader.post('/subscriptions/opml/subscribe', { creatorIds: many })).status).toBe(400);
  });
});

describe(`a creator's feed import keeps the feed address and podcast:guid (${testDatabaseKindLabel()})`, () => {
  it('records them on the channel, and an OPML outline of that feed then matches it', async () => {
    const creator = await signIn(t, `opml-creator-${Date.now()}@example.test`, 'Opml Creator');
    expect((await creator.post('/creator/become')).status).toBe(200);
    expect((await creator.put('/creator/settings', { channelName: 'Imported Show' })).status).toBe(200);
    const guid = 'c0ffee00-1b1e-5cef-ace4-edaa54e1f810';
    feeds.serve('/imported.xml', {
      body: `${feedHead('Imported Show')}<podcast:guid>${guid}</podcast:guid>${feedItemXml({
        title: 'First',
        guid: 'ep-1',
        mediaUrl: 'https://cdn.example.test/1.mp3',
      })}</channel></rss>`,
    });
    const feedPreview = await creator.post('/creator/feeds/preview', { url: feeds.url('/imported.xml') });
    expect(feedPreview.status).toBe(200);
    expect(feedPreview.body.podcastGuid).toBe(guid);
    const imported = await creator.post('/creator/reports/import', {
      feedUrl: feedPreview.body.feedUrl,
      podcastGuid: feedPreview.body.podcastGuid,
      episode: feedPreview.body.episodes[0],
    });
    expect(imported.status).toBe(201);
    const [row] = await t.app.deps.db
      .select({ feedUrl: creatorSettings.feedUrl, podcastGuid: creatorSettings.podcastGuid })
      .from(creatorSettings)
      .where(eq(creatorSettings.creatorId, creator.userId));
    expect(row).toEqual({ feedUrl: feeds.url('/imported.xml'), podcastGuid: guid });

    const reader = await newUser();
    const res = await preview(
      reader,
      opml(`<outline type="rss" text="Imp" xmlUrl="${feeds.url('/imported.xml/')}"/>`),
    );
    expect(res.body.matched.map((m: { creatorId: string }) => m.creatorId)).toEqual([creator.userId]);
  });
});
