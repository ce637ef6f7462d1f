import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { reports, reportTranscripts } from '../../db/schema';
import { testAudio } from '../test-audio';
import { insertReport, insertCreator } from '../factories';
import { rooftopBees } from '../../summarizer/samples/rooftop-bees';
import { buildFeed, startFeedServer, type FeedServer } from '../feed-server';
import { startFakeYoutube, type FakeYoutube } from '../fake-youtube';
import type { TestClient } from '../sign-in';
import { pngImage } from '../test-images';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../test-app';
import { createActors, roles, type Actors, type Role } from './actors';
import {
  fillPath,
  listOperations,
  operationKey,
  type OpenApiDocument,
  type Operation,
} from './openapi-operations';
import { parseJson, rawRequest, storeCookies } from './raw-request';

/**
 * The authorization matrix (issue #9): every endpoint of /api/openapi.json called as each kind of user,
 * with the status each one must get. Ids in paths name the creator's (or the subscriber's) records, so
 * the other creator and the other subscriber show that nobody reaches someone else's data.
 *
 * A route in the document without a row fails, a row without a route fails, and a route registered in
 * Fastify under /api but missing from the document fails too: a new endpoint cannot slip past this table.
 */

// Every route Fastify registers, seen through an onRoute hook added the moment the instance is created
// (app.ts creates it; a hook added later would miss the routes registered before it).
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = (await importOriginal()) as { default: (o?: FastifyServerOptions) => FastifyInstance };
  const create = (options?: FastifyServerOptions) => {
    const instance = actual.default(options);
    instance.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.push({ method: String(method), url: route.url });
    });
    return instance;
  };
  return { ...actual, default: create, fastify: create };
});

type Expected = Record<Role, number>;

interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, with this Content-Type (the logo upload). */
  raw?: { contentType: string; bytes: Buffer };
}

interface Context {
  t: TestApp;
  actors: Actors;
  feeds: FeedServer;
  /** An episode of the test feed as the preview lists it (what the studio sends back to import it). */
  feedEpisode: unknown;
  /** A creator nobody here is subscribed to. */
  bystanderId: string;
  /** The creator's reports that rows change for good (deleted, published, unpublished, generated). */
  reportToDelete: string;
  reportToPublish: string;
  reportToUnpublish: string;
  reportToGenerate: string;
  publicFileKey: string;
  /** The subscriber's signed download link (a capability: whoever holds it may fetch the file). */
  signedLink: URL;
}

interface Row {
  key: string;
  expect: Expected;
  call?: (ctx: Context, client: TestClient, role: Role) => Call | Promise<Call>;
  /** Checks beyond the status, e.g. that a teaser carries no content. */
  check?: (role: Role, body: unknown) => void;
}

const everyone = (status: number): Expected => ({
  anonymous: status,
  subscriber: status,
  otherSubscriber: status,
  creator: status,
  otherCreator: status,
  admin: status,
});
/** Any signed-in user; anonymous gets 401. */
const signedIn = (status: number): Expected => ({ ...everyone(status), anonymous: 401 });
/** Creators only, each on their own channel: listeners and the admin get 403 creator_required. */
const creators = (creator: number, otherCreator = creator): Expected => ({
  anonymous: 401,
  subscriber: 403,
  otherSubscriber: 403,
  creator,
  otherCreator,
  admin: 403,
});
/**
 * A published report of the creator: readable by its subscriber and its creator; anyone else gets the
 * same 404 as for a report that does not exist (no hint that it exists).
 */
const readersOfCreator = (status: number): Expected => ({
  anonymous: 401,
  subscriber: status,
  otherSubscriber: 404,
  creator: status,
  otherCreator: 404,
  admin: 404,
});

const published = (ctx: Context): Call => ({ params: { id: ctx.actors.creatorAssets.publishedReportId } });
/** Each role's own highlight id (made by the device, so fixed here). */
const highlightIdOf = (role: Role) =>
  `00000000-0000-4000-8000-${String(roles.indexOf(role) + 1).padStart(12, '0')}`;
const draft = (ctx: Context): Call => ({ params: { id: ctx.actors.creatorAssets.draftReportId } });

const episode = {
  title: 'Bees on the roof',
  number: 12,
  publishedAt: '2025-03-04',
  durationSeconds: 3600,
  mediaUrl: 'https://cdn.example.com/12.mp3',
};

/**
 * The table. Rows run in this order and the creator (the owner of the records) runs last in each row, so
 * that a destructive call by the owner cannot hide what the others would have got. Rows that change who
 * someone is (becoming a creator, signing out) come last.
 */
const matrix: Row[] = [
  // platform
  { key: 'GET /api/health', expect: everyone(200) },
  { key: 'GET /api/ready', expect: everyone(200) },
  {
    key: 'GET /api/files/public/{*}',
    expect: everyone(200),
    call: (ctx) => ({ params: { '*': ctx.publicFileKey } }),
  },
  {
    key: 'GET /api/files/{*}',
    expect: everyone(200),
    call: (ctx) => ({
      params: { '*': decodeURIComponent(ctx.signedLink.pathname.replace('/api/files/', '')) },
      query: Object.fromEntries(ctx.signedLink.searchParams),
    }),
  },
  { key: 'GET /api/avatars/initials.svg', expect: everyone(200), call: () => ({ query: { name: 'Ada B' } }) },
  { key: 'GET /api/landing/popular-podcasts', expect: everyone(200) },
  { key: 'GET /api/landing/stats', expect: everyone(200) },
  {
    // The creator has a published report, so the channel is featured and has a sample.
    key: 'GET /api/landing/channels/{creatorId}/sample-report',
    expect: everyone(200),
    call: (ctx) => ({ params: { creatorId: ctx.actors.clients.creator.userId } }),
  },

  // the public catalogue
  { key: 'GET /api/channels', expect: everyone(200) },
  { key: 'GET /api/channels/categories', expect: everyone(200) },
  {
    key: 'GET /api/channels/{creatorId}',
    expect: everyone(200),
    call: (ctx) => ({ params: { creatorId: ctx.actors.clients.creator.userId } }),
  },
  {
    key: 'GET /api/channels/{creatorId}/share.png',
    expect: everyone(200),
    call: (ctx) => ({ params: { creatorId: ctx.actors.clients.creator.userId } }),
  },
  {
    key: 'GET /api/channels/{creatorId}/reports',
    expect: everyone(200),
    call: (ctx) => ({ params: { creatorId: ctx.actors.clients.creator.userId } }),
  },
  {
    key: 'GET /api/invites/{tokenOrLinkId}',
    expect: everyone(200),
    call: (ctx) => ({ params: { tokenOrLinkId: ctx.actors.creatorAssets.inviteToken } }),
  },
  { key: 'GET /api/subscriptions/plans', expect: everyone(200) },
  { key: 'GET /api/subscriptions/current', expect: everyone(200) },
  // paid channels' Checkout and portal: payments are off here, so signed-in users hear payments_disabled
  { key: 'GET /api/payments/config', expect: everyone(200) },
  {
    key: 'POST /api/payments/checkout',
    expect: signedIn(404),
    call: (ctx) => ({ body: { creatorId: ctx.bystanderId } }),
  },
  {
    key: 'GET /api/payments/checkout/{sessionId}',
    expect: signedIn(404),
    call: () => ({ params: { sessionId: 'cs_test_nobody' } }),
  },
  { key: 'POST /api/payments/portal', expect: signedIn(404) },

  // auth (signing out is the last row)
  {
    key: 'GET /api/auth/google/start',
    expect: everyone(302),
    call: () => ({ query: { returnPath: '/feed' } }),
  },
  { key: 'GET /api/auth/session', expect: everyone(200) },
  { key: 'POST /api/auth/callback', expect: everyone(400), call: () => ({ body: {} }) },
  // Stripe's signed events need no session; with payments off (as here) there is no endpoint (ADR 214).
  { key: 'POST /api/webhooks/stripe', expect: everyone(404), call: () => ({ body: {} }) },
  { key: 'POST /api/auth/refresh', expect: signedIn(200) },

  // an application's OAuth request as the consent page reads and answers it (no such client here: 400)
  {
    key: 'GET /api/oauth/authorization',
    expect: signedIn(400),
    call: () => ({ query: { client_id: 'no-such-client', redirect_uri: 'https://app.example/cb' } }),
  },
  {
    key: 'POST /api/oauth/decision',
    expect: signedIn(400),
    call: () => ({
      body: { client_id: 'no-such-client', redirect_uri: 'https://app.example/cb', allow: true },
    }),
  },
  { key: 'GET /api/oauth/connections', expect: signedIn(200) },
  {
    key: 'DELETE /api/oauth/connections/{clientId}',
    expect: signedIn(204),
    call: () => ({ params: { clientId: 'no-such-client' } }),
  },

  // the signed-in user's own things
  { key: 'GET /api/profile', expect: signedIn(200) },
  { key: 'PATCH /api/profile', expect: signedIn(200), call: () => ({ body: { location: 'Lisbon' } }) },
  { key: 'GET /api/profile/mail', expect: signedIn(200) },
  { key: 'GET /api/profile/tokens', expect: signedIn(200) },
  {
    key: 'POST /api/profile/tokens',
    expect: signedIn(201),
    call: () => ({ body: { name: 'Matrix', scopes: ['read'], expiresInDays: 30 } }),
  },
  {
    // Nobody's token: each user revokes only their own (the lifecycle tests revoke a real one).
    key: 'DELETE /api/profile/tokens/{id}',
    expect: signedIn(404),
    call: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
  },
  { key: 'GET /api/profile/feeds', expect: signedIn(200) },
  { key: 'POST /api/profile/feeds/reset', expect: signedIn(200) },
  // The private feeds: the secret in the address is the credential, whoever calls (ADR 228); an unknown
  // one is nobody's feed.
  {
    key: 'GET /api/feeds/{token}/all',
    expect: everyone(404),
    call: () => ({ params: { token: 'A'.repeat(65) } }),
  },
  {
    key: 'GET /api/feeds/{token}/channels/{creatorId}',
    expect: everyone(404),
    call: (ctx) => ({ params: { token: 'A'.repeat(65), creatorId: ctx.actors.clients.creator.userId } }),
  },
  { key: 'PUT /api/profile/mail', expect: signedIn(200), call: () => ({ body: { digestHour: 9 } }) },
  {
    key: 'GET /api/profile/mail/channels/{creatorId}',
    expect: { ...signedIn(404), subscriber: 200 },
    call: (ctx) => ({ params: { creatorId: ctx.actors.clients.creator.userId } }),
  },
  {
    key: 'PUT /api/profile/mail/channels/{creatorId}',
    expect: { ...signedIn(404), subscriber: 200 },
    call: (ctx) => ({
      params: { creatorId: ctx.actors.clients.creator.userId },
      body: { frequency: 'each' },
    }),
  },
  // the local mailbox (outside production, like the Google emulator: no sign-in)
  { key: 'GET /api/dev-mail', expect: everyone(200) },
  {
    key: 'GET /api/dev-mail/{id}',
    expect: everyone(404),
    call: () => ({ params: { id: '0000000000-000000000000' } }),
  },
  { key: 'GET /api/dashboard', expect: signedIn(200) },
  { key: 'GET /api/subscriptions', expect: signedIn(200) },
  { key: 'GET /api/subscriptions/trial-usage', expect: signedIn(200) },
  {
    key: 'POST /api/subscriptions',
    expect: signedIn(201),
    call: (ctx) => ({ body: { creatorId: ctx.bystanderId } }),
  },
  {
    // The subscriber's own subscription: only its owner may cancel it; to anyone else it does not exist.
    key: 'POST /api/subscriptions/cancel',
    expect: { ...signedIn(404), subscriber: 200 },
    call: (ctx) => ({ body: { subscriptionId: ctx.actors.subscriptionId } }),
  },
  {
    // Taking that cancel back: its owner only (the cancel above ran first); anyone else hears 404.
    key: 'POST /api/subscriptions/resume',
    expect: { ...signedIn(404), subscriber: 200 },
    call: (ctx) => ({ body: { subscriptionId: ctx.actors.subscriptionId } }),
  },
  { key: 'GET /api/exports/obsidian.zip', expect: signedIn(200) },
  { key: 'GET /api/subscriptions/opml', expect: signedIn(200) },
  {
    key: 'POST /api/subscriptions/opml/preview',
    expect: signedIn(200),
    call: () => ({
      raw: {
        contentType: 'text/x-opml',
        bytes: Buffer.from(
          '<opml version="2.0"><body><outline type="rss" text="x" xmlUrl="https://x.example/f"/></body></opml>',
        ),
      },
    }),
  },
  {
    // Answered per channel (subscribed or refused with its reason), so 200 for every signed-in caller.
    key: 'POST /api/subscriptions/opml/subscribe',
    expect: signedIn(200),
    call: (ctx) => ({ body: { creatorIds: [ctx.bystanderId] } }),
  },
  {
    key: 'POST /api/feedback',
    expect: signedIn(201),
    call: () => ({ body: { feedbackType: 'question', subject: 'Matrix', message: 'Is this thing on?' } }),
  },
  { key: 'GET /api/admin/feedback', expect: { ...signedIn(403), admin: 200 } },
  {
    // An id nobody holds: the administrator gets past the guard to the 404, everyone else stops at it.
    key: 'PATCH /api/admin/feedback/{id}',
    expect: { ...signedIn(403), admin: 404 },
    call: () => ({ params: { id: '00000000-0000-4000-8000-00000000feed' }, body: { status: 'done' } }),
  },
  { key: 'GET /api/admin/report-generations', expect: { ...signedIn(403), admin: 200 } },
  { key: 'GET /api/admin/users', expect: { ...signedIn(403), admin: 200 } },
  { key: 'GET /api/admin/payments', expect: { ...signedIn(403), admin: 200 } },
  { key: 'GET /api/admin/mail-deliveries', expect: { ...signedIn(403), admin: 200 } },

  // reading
  { key: 'GET /api/reports', expect: signedIn(200) },
  { key: 'GET /api/reports/channels', expect: signedIn(200) },
  { key: 'GET /api/reports/events', expect: signedIn(200) },
  {
    key: 'GET /api/reports/{id}',
    // Everyone may see that a published report exists; only readers get its content.
    expect: everyone(200),
    call: published,
    check: (role, body) => {
      const access = role === 'subscriber' || role === 'creator' ? 'full' : 'teaser';
      expect(body, role).toMatchObject({ access });
      if (access === 'teaser') expect(body, role).not.toHaveProperty('summary');
    },
  },
  { key: 'GET /api/reports/{id}/neighbours', expect: readersOfCreator(200), call: published },
  { key: 'PUT /api/reports/{id}/read', expect: readersOfCreator(200), call: published },
  { key: 'DELETE /api/reports/{id}/read', expect: readersOfCreator(200), call: published },
  { key: 'PUT /api/reports/{id}/favourite', expect: readersOfCreator(200), call: published },
  { key: 'DELETE /api/reports/{id}/favourite', expect: readersOfCreator(200), call: published },
  { key: 'POST /api/reports/{id}/download', expect: readersOfCreator(200), call: published },
  { key: 'GET /api/reports/{id}/transcript', expect: readersOfCreator(200), call: published },
  { key: 'GET /api/reports/{id}/audio', expect: readersOfCreator(200), call: published },
  { key: 'GET /api/reports/{id}/note', expect: readersOfCreator(200), call: published },
  {
    key: 'PUT /api/reports/{id}/note',
    expect: readersOfCreator(200),
    call: async (ctx, client) => {
      const current = await client.get(`/reports/${ctx.actors.creatorAssets.publishedReportId}/note`);
      const baseVersion = current.status === 200 ? Number(current.body?.version ?? 0) : 0;
      return { ...published(ctx), body: { content: 'Matrix note', baseVersion } };
    },
  },
  { key: 'DELETE /api/reports/{id}/note', expect: readersOfCreator(204), call: published },
  {
    key: 'GET /api/notes/status',
    expect: signedIn(200),
    call: (ctx) => ({ query: { ids: ctx.actors.creatorAssets.publishedReportId } }),
  },
  // highlights: each user's own, only on reports they may read (ADR 181)
  { key: 'GET /api/highlights', expect: signedIn(200) },
  { key: 'GET /api/reports/{id}/highlights', expect: readersOfCreator(200), call: published },
  {
    key: 'PUT /api/highlights/{id}',
    expect: readersOfCreator(200),
    call: (ctx, _client, role) => ({
      params: { id: highlightIdOf(role) },
      body: {
        reportId: ctx.actors.creatorAssets.publishedReportId,
        part: 'summary',
        partIndex: 0,
        textStart: 0,
        textEnd: 16,
        text: 'Matrix highlight',
        baseVersion: 0,
      },
    }),
  },
  {
    key: 'DELETE /api/highlights/{id}',
    expect: readersOfCreator(204),
    call: (_ctx, _client, role) => ({ params: { id: highlightIdOf(role) } }),
  },
  // Readwise: each user's own connection (a token that is not one is refused before Readwise is asked)
  { key: 'GET /api/readwise/connection', expect: signedIn(200) },
  {
    key: 'PUT /api/readwise/connection',
    expect: signedIn(400),
    call: () => ({ body: { token: 'not a token' } }),
  },
  { key: 'DELETE /api/readwise/connection', expect: signedIn(204) },
  { key: 'GET /api/readwise/reports', expect: signedIn(200) },
  {
    key: 'POST /api/readwise/sync',
    expect: signedIn(409),
    call: (ctx) => ({ body: { reportIds: [ctx.actors.creatorAssets.publishedReportId] } }),
  },

  // the creator studio
  { key: 'GET /api/creator/settings', expect: creators(200) },
  {
    key: 'PUT /api/creator/settings',
    expect: creators(200),
    call: () => ({ body: { channelDescription: 'Hi.' } }),
  },
  {
    key: 'PUT /api/creator/settings/price',
    expect: creators(200),
    call: () => ({ body: { amountCents: 500 } }),
  },
  { key: 'GET /api/creator/dashboard', expect: creators(200) },
  { key: 'GET /api/creator/money', expect: creators(200) },
  // Payouts (ADR 213): with payments off, as here, only the state reads; the rest is payments_disabled.
  { key: 'GET /api/creator/payouts', expect: creators(200) },
  { key: 'POST /api/creator/payouts/refresh', expect: creators(404) },
  { key: 'POST /api/creator/payouts/onboarding', expect: creators(404) },
  { key: 'POST /api/creator/payouts/dashboard', expect: creators(404) },
  {
    key: 'POST /api/creator/settings/logo',
    expect: creators(200),
    call: () => ({ raw: { contentType: 'image/png', bytes: pngImage(64, 64) } }),
  },
  { key: 'DELETE /api/creator/settings/logo', expect: creators(200) },
  { key: 'GET /api/creator/youtube/status', expect: creators(200) },
  {
    key: 'POST /api/creator/youtube/verification',
    expect: creators(200),
    call: () => ({ body: { channelUrl: 'https://www.youtube.com/@hardening-matrix' } }),
  },
  // The gate passes for creators; the check then fails because no such channel exists at "YouTube".
  { key: 'POST /api/creator/youtube/verify', expect: creators(422) },
  { key: 'GET /api/creator/invite-links', expect: creators(200) },
  {
    key: 'POST /api/creator/invite-links',
    expect: creators(201),
    call: () => ({ body: { label: 'Matrix' } }),
  },
  {
    key: 'DELETE /api/creator/invite-links/{id}',
    expect: creators(200, 404),
    call: (ctx) => ({ params: { id: ctx.actors.creatorAssets.inviteLinkId } }),
  },
  { key: 'GET /api/creator/reports', expect: creators(200) },
  {
    key: 'POST /api/creator/reports',
    expect: creators(201),
    call: () => ({ body: { episode, transcript: { content: rooftopBees, format: 'text' } } }),
  },
  {
    key: 'POST /api/creator/feeds/preview',
    expect: creators(200),
    call: (ctx) => ({ body: { url: ctx.feeds.url('/show.xml') } }),
  },
  {
    key: 'POST /api/creator/reports/import',
    expect: creators(201),
    call: (ctx) => ({
      body: {
        feedUrl: ctx.feeds.url('/show.xml'),
        episode: ctx.feedEpisode,
        transcript: { content: rooftopBees, format: 'text' },
      },
    }),
  },
  { key: 'GET /api/creator/reports/{id}', expect: creators(200, 404), call: draft },
  {
    key: 'PATCH /api/creator/reports/{id}',
    expect: creators(200, 404),
    call: (ctx) => ({ ...draft(ctx), body: { title: 'Renamed by its creator' } }),
  },
  {
    key: 'POST /api/creator/reports/{id}/audio',
    expect: creators(200, 404),
    call: (ctx) => ({ ...draft(ctx), raw: { contentType: 'audio/wav', bytes: testAudio.wav(1) } }),
  },
  { key: 'DELETE /api/creator/reports/{id}/audio', expect: creators(200, 404), call: draft },
  // This server has no transcription service: its creator is told so, anyone else learns nothing.
  { key: 'POST /api/creator/reports/{id}/transcribe', expect: creators(422, 404), call: draft },
  { key: 'GET /api/creator/episode-sources', expect: creators(200) },
  {
    key: 'POST /api/creator/reports/{id}/generate',
    expect: creators(200, 404),
    call: (ctx) => ({ params: { id: ctx.reportToGenerate } }),
  },
  {
    key: 'POST /api/creator/reports/{id}/publish',
    expect: creators(200, 404),
    call: (ctx) => ({ params: { id: ctx.reportToPublish } }),
  },
  {
    key: 'POST /api/creator/reports/{id}/unpublish',
    expect: creators(200, 404),
    call: (ctx) => ({ params: { id: ctx.reportToUnpublish } }),
  },
  {
    key: 'DELETE /api/creator/reports/{id}',
    expect: creators(204, 404),
    call: (ctx) => ({ params: { id: ctx.reportToDelete } }),
  },
  { key: 'GET /api/creator/feed', expect: creators(200) },
  {
    key: 'PUT /api/creator/feed',
    expect: creators(200),
    call: (ctx) => ({ body: { url: ctx.feeds.url('/show.xml') } }),
  },
  { key: 'POST /api/creator/feed/check', expect: creators(200) },
  {
    key: 'POST /api/creator/feed/backfills',
    expect: creators(201),
    call: () => ({ body: { count: 1 } }),
  },
  { key: 'GET /api/creator/feed/backfills/current', expect: creators(200) },
  {
    key: 'POST /api/creator/feed/backfills/{id}/cancel',
    expect: creators(200, 404),
    call: async (ctx) => {
      const res = await ctx.actors.clients.creator.get('/creator/feed/backfills/current');
      return { params: { id: (res.body as { backfill: { id: string } }).backfill.id } };
    },
  },
  { key: 'DELETE /api/creator/feed', expect: creators(204) },

  // rows that change who the caller is
  { key: 'POST /api/creator/become', expect: signedIn(200) },
  { key: 'POST /api/auth/logout', expect: everyone(204) },
];

/**
 * Whoever owns the records a row aims at goes last (the subscriber owns the subscription it cancels and
 * resumes).
 */
function runOrder(row: Row): Role[] {
  const owner: Role =
    row.key === 'POST /api/subscriptions/cancel' || row.key === 'POST /api/subscriptions/resume'
      ? 'subscriber'
      : 'creator';
  return [...roles.filter((r) => r !== owner), owner];
}

let youtube: FakeYoutube;
let feeds: FeedServer;
let t: TestApp;
let ctx: Context;
let doc: OpenApiDocument;
let v1Doc: OpenApiDocument;

beforeAll(async () => {
  youtube = await startFakeYoutube();
  feeds = await startFeedServer();
  feeds.serve('/show.xml', {
    body: buildFeed('Matrix Acres', [
      {
        title: 'Bees on the roof',
        guid: 'ep-12',
        episode: 12,
        pubDate: 'Tue, 04 Mar 2025 06:00:00 GMT',
        duration: '01:02:03',
        mediaUrl: 'https://cdn.example.com/12.mp3',
      },
    ]),
  });
  t = await startTestApp({
    env: {
      // Queued generations stay queued: the matrix is about who may ask, not about the worker.
      ROLE: 'api',
      YOUTUBE_API_BASE_URL: youtube.baseUrl,
      YOUTUBE_API_KEY: youtube.apiKey,
    },
  });
  doc = (await (await fetch(`${t.baseUrl}/api/openapi.json`)).json()) as OpenApiDocument;
  v1Doc = (await (await fetch(`${t.baseUrl}/api/v1/openapi.json`)).json()) as OpenApiDocument;
  const actors = await createActors(t);
  const db = t.testDb.handle.db;
  const creatorId = actors.clients.creator.userId;
  const content = { summary: 'A summary of the episode, long enough to publish.' };
  const generated = await actors.clients.creator.post('/creator/reports', {
    episode,
    transcript: { content: rooftopBees, format: 'text' },
  });
  expect(generated.status).toBe(201);
  const download = await actors.clients.subscriber.post(
    `/reports/${actors.creatorAssets.publishedReportId}/download`,
  );
  expect(download.status).toBe(200);
  const preview = await actors.clients.creator.post('/creator/feeds/preview', {
    url: feeds.url('/show.xml'),
  });
  expect(preview.status).toBe(200);
  // The published report's enclosure is on the local file server, so its readers can play it.
  feeds.serve('/episode-12.wav', { contentType: 'audio/wav', body: testAudio.wav(1) });
  await db
    .update(reports)
    .set({ episodeMediaUrl: feeds.url('/episode-12.wav') })
    .where(eq(reports.id, actors.creatorAssets.publishedReportId));
  // The published report has a transcript, so its readers get one.
  await db.insert(reportTranscripts).values({
    reportId: actors.creatorAssets.publishedReportId,
    content: rooftopBees,
    format: 'text',
    source: 'paste',
  });
  const publicFileKey = 'hardening/matrix.png';
  await t.app.deps.storage.put(`public/${publicFileKey}`, pngImage(8, 8), 'image/png');
  ctx = {
    t,
    actors,
    feeds,
    feedEpisode: (preview.body as { episodes: unknown[] }).episodes[0],
    bystanderId: (await insertCreator(db, { channelName: 'Bystander' })).id,
    reportToDelete: (await insertReport(db, creatorId, { status: 'draft' })).id,
    reportToPublish: (await insertReport(db, creatorId, { status: 'ready', ...content })).id,
    reportToUnpublish: (await insertReport(db, creatorId, { status: 'published' })).id,
    reportToGenerate: (generated.body as { id: string }).id,
    publicFileKey,
    signedLink: new URL((download.body as { url: string }).url, t.baseUrl),
  };
}, 120_000);

afterAll(async () => {
  await t?.close();
  await feeds?.close();
  await youtube?.close();
});

describe(`authorization matrix (${testDatabaseKindLabel()})`, () => {
  it('has exactly one row per operation of the OpenAPI document', () => {
    const documented = listOperations(doc).map((op) => op.key);
    const rows = matrix.map((row) => row.key);
    expect(new Set(rows).size, 'a row appears twice').toBe(rows.length);
    expect(
      documented.filter((key) => !rows.includes(key)),
      'operations without a row',
    ).toEqual([]);
    expect(
      rows.filter((key) => !documented.includes(key)),
      'rows without an operation',
    ).toEqual([]);
  });

  it('documents every /api route Fastify registered', () => {
    // Only the documents themselves and their viewers are deliberately left out of them. The public API
    // (bearer tokens, ADR 186) is in its own document; its authorization is token-based and tested in
    // features/access-tokens and by the fuzzer.
    const undocumentedOnPurpose = (url: string) =>
      url === '/api/openapi.json' ||
      url.startsWith('/api/docs') ||
      url === '/api/v1/openapi.json' ||
      url.startsWith('/api/v1/docs');
    const documented = new Set([...listOperations(doc), ...listOperations(v1Doc)].map((op) => op.key));
    const apiRoutes = registered
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !undocumentedOnPurpose(r.url))
      .map((r) => operationKey(r.method, toOpenApiPath(r.url)));
    // The inventory itself works: wildcard routes and routes of encapsulated plugins are in it.
    expect(apiRoutes).toEqual(expect.arrayContaining(['GET /api/files/{*}', 'PUT /api/reports/{id}/note']));
    expect(apiRoutes.filter((key) => !documented.has(key))).toEqual([]);
  });

  // Before the matrix itself: its last rows sign everyone out.
  it('refuses by who the caller is before looking at what they sent (ADR 144)', async () => {
    const guarded = matrix.filter(
      (row) =>
        // The session routes answer for the cookie themselves (expired, revoked), not through a guard.
        !row.key.includes(' /api/auth/') && roles.some((role) => [401, 403].includes(row.expect[role])),
    );
    const failures: string[] = [];
    let checked = 0;
    for (const row of guarded) {
      const [method, template] = row.key.split(' ') as [string, string];
      const op = listOperations(doc).find((o) => o.key === row.key)!;
      const bad = invalidCall(method, template, op);
      if (!bad) continue;
      checked++;
      for (const role of roles) {
        const client = ctx.actors.clients[role];
        const cookie = client.cookies.headerFor(bad.path);
        const res = await rawRequest(t.baseUrl, {
          method,
          path: bad.path,
          headers: {
            accept: 'application/json',
            origin: t.baseUrl,
            'sec-fetch-site': 'same-origin',
            ...(cookie ? { cookie } : {}),
            ...(bad.contentType ? { 'content-type': bad.contentType } : {}),
          },
          body: bad.body,
        });
        const refusedForWho = [401, 403].includes(row.expect[role]);
        // Whoever the guard lets through is refused for the input instead (400, 404 for an id that names
        // nothing, or 422 where the body is a file — an OPML upload — that the bytes do not make): the
        // request really is a bad one.
        const expected = refusedForWho ? String(row.expect[role]) : '400, 404 or 422';
        if (refusedForWho ? res.status !== row.expect[role] : ![400, 404, 422].includes(res.status)) {
          failures.push(
            `${row.key} ${bad.what} as ${role}: expected ${expected}, got ${res.status} ${res.text.slice(0, 160)}`,
          );
        }
      }
    }
    expect(checked, 'guarded operations that take some input').toBeGreaterThan(30);
    expect(failures).toEqual([]);
  }, 120_000);

  it('gives each role the expected status on every endpoint', async () => {
    const failures: string[] = [];
    for (const row of matrix) {
      const [method, template] = row.key.split(' ') as [string, string];
      for (const role of runOrder(row)) {
        const client = ctx.actors.clients[role];
        const call = (await row.call?.(ctx, client, role)) ?? {};
        const search = new URLSearchParams(call.query ?? {}).toString();
        const path = `${fillPath(template, call.params ?? {})}${search ? `?${search}` : ''}`;
        const cookie = client.cookies.headerFor(path);
        const headers: Record<string, string> = {
          accept: 'application/json',
          origin: t.baseUrl,
          'sec-fetch-site': 'same-origin',
          ...(cookie ? { cookie } : {}),
        };
        let body: string | Buffer | undefined;
        if (call.raw) {
          headers['content-type'] = call.raw.contentType;
          body = call.raw.bytes;
        } else if (call.body !== undefined) {
          headers['content-type'] = 'application/json';
          body = JSON.stringify(call.body);
        }
        const res = await rawRequest(t.baseUrl, { method, path, headers, body });
        storeCookies(client.cookies, res);
        const expected = row.expect[role];
        if (res.status !== expected) {
          failures.push(
            `${row.key} as ${role}: expected ${expected}, got ${res.status} ${res.text.slice(0, 200)}`,
          );
        } else if (row.check && res.status < 300) {
          row.check(role, parseJson(res.text));
        }
        if (res.status >= 400) {
          expect(parseJson(res.text), `${row.key} as ${role}`).toMatchObject({
            error: { code: expect.any(String), message: expect.any(String) },
          });
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

/** Fastify writes /api/reports/:id and /api/files/*; the document writes {id} and {*}. */
function toOpenApiPath(url: string): string {
  const path = url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/**
 * A bad request: malformed JSON for a method with a body, otherwise ids that are not ids and query values
 * past every length limit. Null for a GET that takes no input at all. (A path segment past 100 characters
 * would be refused by the router, before any hook.)
 */
function invalidCall(
  method: string,
  template: string,
  op: Operation,
): { what: string; path: string; contentType?: string; body?: string } | null {
  const tooLong = 'x'.repeat(150);
  const params = Object.fromEntries(op.pathParams.map((p) => [p.name, 'not-an-id']));
  if (method !== 'GET') {
    const path = fillPath(template, params);
    return { what: 'with malformed JSON', path, contentType: 'application/json', body: '{"unfinished": ' };
  }
  if (op.pathParams.length === 0 && op.queryParams.length === 0) return null;
  const query = new URLSearchParams(
    op.queryParams.map((p): [string, string] => [p.name, tooLong]),
  ).toString();
  return {
    what: 'with invalid parameters',
    path: `${fillPath(template, params)}${query ? `?${query}` : ''}`,
  };
}
