import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '@shared/constants';
import { apiErrorSchema } from '@shared/contract/api-error';
import { createAccessToken } from '../../auth/access-tokens';
import { sessionCookieName } from '../../auth/cookies';
import { accessTokens, reports } from '../../db/schema';
import { startFakeHttpServer } from '../fake-http-server';
import { startFakeYoutube, type FakeYoutube } from '../fake-youtube';
import { gifHeader, jpegHeader, pngImage, webpHeader } from '../test-images';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../test-app';
import { createActors, roles, type Actors, type Role } from './actors';
import { badCursor, paginatedOperations, sortsOf } from './cursor-arbitraries';
import { changedTables, createFingerprinter, type Fingerprint } from './database-fingerprint';
import {
  fillPath,
  wellFormed,
  listOperations,
  type OpenApiDocument,
  type Operation,
  type Parameter,
} from './openapi-operations';
import { parseJson, rawRequest, storeCookies, type RawResponse } from './raw-request';
import { hostileString, malformedJson, mutatedValue, validValue } from './schema-arbitraries';

/**
 * Schema-driven fuzzing (issue #9): every operation of /api/openapi.json and of the public API's
 * /api/v1/openapi.json (with each user's bearer token, issue 28) gets generated invalid and edge
 * inputs — wrong types, missing and extra fields, huge and odd strings, extreme numbers, malformed JSON,
 * wrong content types, other people's ids, forged list cursors — as each kind of user. It passes when nothing answers 5xx,
 * every error has the { error: { code, message } } shape with a code from the contract, and no refused
 * request changed the database.
 *
 * `npm test` runs a few cases per operation; `npm run test:fuzz` (FUZZ_RUNS=200) runs many more.
 */

const FUZZ_RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 6));
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
/**
 * Bodies bigger than every limit of the API (1 MB for JSON, 2 MB for a logo, and episode audio, whose
 * limit this server lowers below it). The operations that carry a transcript take a JSON body of up to
 * twice its file's bytes limit (escaping); theirs is bigger than that.
 */
const OVERSIZED_BYTES = 5 * 1024 * 1024;
const OVERSIZED_TRANSCRIPT_BYTES = 2 * limits.transcriptMaxBytes + 1024 * 1024;
const carriesTranscript = new Set([
  'POST /api/creator/reports',
  'POST /api/creator/reports/import',
  'PATCH /api/creator/reports/{id}',
]);

let actors: Actors;
let fingerprint: () => Promise<Fingerprint>;
let idPool: string[];
let sessionCookie: string;

// The operations come from the running app's document, read before the tests are collected, so that each
// operation is a test of its own and a new route is fuzzed without anyone listing it here.
const youtube: FakeYoutube = await startFakeYoutube();
// Readwise never leaves the machine either: a local stand-in refuses every token, as Readwise does an
// unknown one (401), so a connect is refused for its input and stores nothing.
const readwise = await startFakeHttpServer(() => ({ status: 401, body: { detail: 'Invalid token.' } }));
const t: TestApp = await startTestApp({
  env: {
    // No job workers: nothing may change the database behind the fingerprints' backs.
    ROLE: 'api',
    // Feed URLs must never leave the machine: private addresses are refused, not fetched.
    RSS_ALLOW_PRIVATE_HOSTS: 'false',
    YOUTUBE_API_BASE_URL: youtube.baseUrl,
    YOUTUBE_API_KEY: youtube.apiKey,
    READWISE_BASE_URL: readwise.origin,
    // Audio uploads may be 200 MB by default; here they are held under OVERSIZED_BYTES so that limit is tested too.
    AUDIO_MAX_BYTES: String(4 * 1024 * 1024),
  },
});
const doc = (await (await fetch(`${t.baseUrl}/api/openapi.json`)).json()) as OpenApiDocument;
const v1Doc = (await (await fetch(`${t.baseUrl}/api/v1/openapi.json`)).json()) as OpenApiDocument;
// The app's document names every contract schema, the v1 ones too, so `doc` resolves both.
const operations = [...listOperations(doc), ...listOperations(v1Doc)];
/** The public API's operations take a bearer token, never the cookie, and no same-origin check. */
const isTokenOperation = (op: Operation) => op.path.startsWith('/api/v1/');
/** Server-to-server: Stripe's webhook is authenticated by its signature, never a cookie (ADR 214). */
const isSignedWebhook = (op: Operation) => op.path === '/api/webhooks/stripe';
/** Each signed-in actor's access token (both scopes), for the /api/v1 operations. */
const bearerTokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  actors = await createActors(t);
  // Episode audio is served through the app (ADR 200); here every enclosure names a loopback address,
  // which this server refuses before asking anything, so no request leaves the machine, not even DNS.
  await t.testDb.handle.db.update(reports).set({ episodeMediaUrl: 'http://127.0.0.1:9/episode.mp3' });
  fingerprint = await createFingerprinter(t.testDb.handle.db);
  sessionCookie = sessionCookieName(t.config);
  for (const role of roles) {
    if (role === 'anonymous') continue;
    bearerTokens[role] = (
      await createAccessToken(t.testDb.handle.db, {
        userId: actors.clients[role].userId,
        name: `fuzz ${role}`,
        scopes: ['read', 'write:notes'],
        expiresAt: null,
      })
    ).token;
  }
  const { clients, creatorAssets: a, otherCreatorAssets: b } = actors;
  // Real ids of everyone's records: a request as one user naming another's record must be refused.
  idPool = [
    a.publishedReportId,
    a.draftReportId,
    a.inviteLinkId,
    a.inviteToken,
    b.publishedReportId,
    b.draftReportId,
    b.inviteLinkId,
    b.inviteToken,
    actors.subscriptionId,
    actors.otherSubscriptionId,
    clients.creator.userId,
    clients.otherCreator.userId,
    clients.subscriber.userId,
    clients.admin.userId,
  ];
}, 120_000);

afterAll(async () => {
  await t.close();
  await readwise.close();
  await youtube.close();
});

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Wire {
  contentType: string | undefined;
  body: string | Buffer | undefined;
}

interface FuzzCase {
  role: Role;
  pathValues: Record<string, string>;
  query: [string, string | string[]][];
  wire: Wire;
  origin: 'same' | 'cross' | 'none';
  garbageCookie: boolean;
}

/** Path and query values travel in the URL: keep them under Node's 16 KB header limit. */
const urlString = hostileString.filter((s) => encodeURIComponent(wellFormed(s)).length <= 6_000);

function pathValue(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...idPool) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: urlString.filter((s) => s !== '') },
  );
}

function queryValue(op: Operation, param: Parameter): fc.Arbitrary<string | string[]> {
  const valid = validValue(doc, param.schema, idPool).map((v) =>
    typeof v === 'string' ? v : JSON.stringify(v),
  );
  const paginated = paginatedOperations[op.key];
  // Cursors that look right but hold impossible values or belong to another list (issue #17).
  const forged =
    param.name === 'cursor' && paginated
      ? fc
          .constantFrom(...(paginated.sort ? [paginated.sort] : sortsOf(paginated.list)))
          .chain((sort) => badCursor(paginated.list, sort))
      : valid;
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: param.name === 'cursor' && paginated ? 3 : 0, arbitrary: forged },
    { weight: 2, arbitrary: urlString },
    // A repeated parameter arrives as an array.
    { weight: 1, arbitrary: fc.tuple(valid, urlString).map(([x, y]) => [x, y]) },
  );
}

const wrongContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'image/png',
  '',
];

const nastyFileNames = ['logo.png', '../../etc/passwd', 'a"b.png', 'ü😀.png', '', 'x'.repeat(300)];

function wireBody(op: Operation): fc.Arbitrary<Wire> {
  const json = (value: unknown): Wire => ({
    contentType: 'application/json',
    body: JSON.stringify(value) ?? 'null',
  });
  const someJson = op.jsonBody ? mutatedValue(doc, op.jsonBody, idPool) : validValue(doc, {}, idPool);
  const none = fc.constant<Wire>({ contentType: undefined, body: undefined });
  const malformed = malformedJson.map<Wire>((text) => ({ contentType: 'application/json', body: text }));
  const wrongType = fc
    .tuple(fc.constantFrom(...wrongContentTypes), someJson)
    .map<Wire>(([contentType, value]) => ({ contentType, body: JSON.stringify(value) ?? '' }));
  const bytes = fc
    .tuple(fc.constantFrom(...wrongContentTypes), fc.uint8Array({ maxLength: 2048 }))
    .map<Wire>(([contentType, data]) => ({ contentType, body: Buffer.from(data) }));
  if (op.jsonBody) {
    return fc.oneof(
      { weight: 8, arbitrary: someJson.map(json) },
      { weight: 2, arbitrary: malformed },
      { weight: 2, arbitrary: wrongType },
      { weight: 1, arbitrary: bytes },
      { weight: 1, arbitrary: none },
    );
  }
  if (op.path.endsWith('/logo') && op.method === 'POST') {
    // The logo upload takes raw image bytes or multipart: mostly bytes, under image and other types.
    const images = fc
      .tuple(
        fc.constantFrom('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'),
        fc.constantFrom(
          pngImage(2, 2),
          pngImage(64, 64),
          pngImage(2, 2, { width: 100_000, height: 100_000 }),
          jpegHeader(0, 0),
          gifHeader(65_535, 65_535),
          webpHeader(1, 1),
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        ),
      )
      .map<Wire>(([contentType, data]) => ({ contentType, body: data }));
    const multipart = fc
      .tuple(fc.constantFrom(...nastyFileNames), fc.uint8Array({ maxLength: 512 }))
      .map<Wire>(([name, data]) => ({
        contentType: 'multipart/form-data; boundary=fuzzbound',
        body: Buffer.concat([
          Buffer.from(
            `--fuzzbound\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
              'Content-Type: image/png\r\n\r\n',
          ),
          Buffer.from(data),
          Buffer.from('\r\n--fuzzbound--\r\n'),
        ]),
      }));
    return fc.oneof(
      { weight: 3, arbitrary: bytes },
      { weight: 3, arbitrary: images },
      { weight: 2, arbitrary: multipart },
      { weight: 1, arbitrary: someJson.map(json) },
      { weight: 1, arbitrary: malformed },
      { weight: 1, arbitrary: none },
    );
  }
  // No body expected (GET, DELETE, actions like publish): usually none, sometimes junk.
  return fc.oneof(
    { weight: 6, arbitrary: none },
    { weight: 1, arbitrary: someJson.map(json) },
    { weight: 1, arbitrary: malformed },
    { weight: op.takesBody ? 1 : 0, arbitrary: wrongType },
  );
}

function fuzzCase(op: Operation): fc.Arbitrary<FuzzCase> {
  const pathValues: Record<string, fc.Arbitrary<string>> = {};
  for (const p of op.pathParams) pathValues[p.name] = pathValue();
  const query = op.queryParams.map((p) =>
    // Often left out, so that the other parameters' values are not always hidden behind a bad one.
    fc.option(
      queryValue(op, p).map((v): [string, string | string[]] => [p.name, v]),
      { nil: undefined, freq: 1 },
    ),
  );
  const extraQuery = fc.option(fc.tuple(fc.constantFrom('__proto__', 'admin', 'limit', 'x'), urlString), {
    nil: undefined,
  });
  return fc.record({
    role: fc.constantFrom(...roles),
    pathValues: fc.record(pathValues),
    query: fc
      .tuple(fc.tuple(...query), extraQuery)
      .map(([params, extra]) =>
        [...params, extra].filter((q): q is [string, string | string[]] => q !== undefined),
      ),
    wire: wireBody(op),
    origin: fc.constantFrom<FuzzCase['origin']>('same', 'same', 'same', 'same', 'same', 'cross', 'none'),
    garbageCookie: fc.constantFrom(false, false, false, false, false, false, false, true),
  });
}

function buildPath(op: Operation, c: Pick<FuzzCase, 'pathValues' | 'query'>): string {
  const search = new URLSearchParams();
  for (const [name, value] of c.query) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(name, v);
  }
  const query = search.toString();
  return `${fillPath(op.path, c.pathValues)}${query ? `?${query}` : ''}`;
}

function describeCase(op: Operation, c: FuzzCase, path: string, res: RawResponse): string {
  const body = c.wire.body === undefined ? '(none)' : String(c.wire.body).slice(0, 300);
  return (
    `${c.role} ${op.method} ${path.slice(0, 300)} origin=${c.origin} garbageCookie=${c.garbageCookie} ` +
    `content-type=${c.wire.contentType ?? '(none)'} body=${body} → ${res.status} ${res.text.slice(0, 400)}`
  );
}

/** What the cases got, per operation ("201", "400 validation_error", …), printed with FUZZ_STATS=1. */
const outcomes = new Map<string, Map<string, number>>();

function recordOutcome(op: Operation, res: RawResponse): void {
  const code = res.status >= 400 ? (parseJson(res.text) as { error?: { code?: string } })?.error?.code : '';
  const label = `${res.status}${code ? ` ${code}` : ''}`;
  const counts = outcomes.get(op.key) ?? new Map<string, number>();
  counts.set(label, (counts.get(label) ?? 0) + 1);
  outcomes.set(op.key, counts);
}

afterAll(() => {
  if (!process.env.FUZZ_STATS) return;
  for (const [key, counts] of outcomes) {
    const summary = [...counts].sort((a, b) => b[1] - a[1]).map(([label, n]) => `${label}×${n}`);
    console.log(`${key}: ${summary.join(', ')}`);
  }
});

/** Sends one case and checks the three promises: no 5xx, the error shape, the database untouched. */
async function check(op: Operation, c: FuzzCase, rawPath?: string): Promise<RawResponse> {
  const client = actors.clients[c.role];
  // The per-route limits (feedback: 10 an hour) would soon answer every case with 429 and hide the
  // validation behind them; the limiter's own tests cover it.
  await t.testDb.handle.db.execute(sql`delete from rate_limits`);
  const path = rawPath ?? buildPath(op, c);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (c.origin === 'same') Object.assign(headers, { origin: t.baseUrl, 'sec-fetch-site': 'same-origin' });
  if (c.origin === 'cross')
    Object.assign(headers, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
  const cookie = c.garbageCookie ? `${sessionCookie}=not-a-session-token` : client.cookies.headerFor(path);
  if (cookie) headers.cookie = cookie;
  if (c.wire.contentType !== undefined) headers['content-type'] = c.wire.contentType;
  const bearer = bearerTokens[c.role];
  if (isTokenOperation(op) && bearer) {
    headers.authorization = `Bearer ${bearer}`;
    // A token's last use is written at most once a minute: mark it used now, so a refused request's
    // verification writes nothing.
    await t.testDb.handle.db.update(accessTokens).set({ lastUsedAt: new Date() });
  }

  const before = await fingerprint();
  const res = await rawRequest(t.baseUrl, { method: op.method, path, headers, body: c.wire.body });
  recordOutcome(op, res);
  if (!c.garbageCookie) storeCookies(client.cookies, res);
  const context = describeCase(op, c, path, res);

  expect(res.status, context).toBeGreaterThanOrEqual(200);
  expect(res.status, context).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers['content-type'] ?? '', context).toMatch(/^application\/json/);
    const parsed = apiErrorSchema.safeParse(parseJson(res.text));
    expect(parsed.success, context).toBe(true);
    expect(changedTables(before, await fingerprint()), context).toEqual([]);
  }
  if (c.origin === 'cross' && UNSAFE.has(op.method) && !isTokenOperation(op) && !isSignedWebhook(op)) {
    // Refused as cross-site, unless the router already refused the address (400/414, before any hook).
    expect([403, 400, 414], context).toContain(res.status);
    if (res.status === 403) {
      expect(parseJson(res.text), context).toMatchObject({ error: { code: 'cross_site_request' } });
    }
  }
  // A fuzzed sign-out (or a token refresh gone wrong) ends the session: sign in again for the next case.
  if (c.role !== 'anonymous' && op.path.startsWith('/api/auth/')) {
    const session = await client.get('/auth/session');
    if (!session.body?.user) await actors.signInAgain(c.role);
  }
  return res;
}

describe(`fuzzing every operation of /api/openapi.json (${testDatabaseKindLabel()}, ${FUZZ_RUNS} runs each)`, () => {
  it('finds the operations to fuzz', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  // Before the fuzzing: fuzzed cases delete, unpublish and unsubscribe, and these cases need the report
  // readable by the subscriber so that the bad values reach the database.
  it('keeps answering 4xx to the cases that once answered 500', async () => {
    const note = `/api/reports/${actors.creatorAssets.publishedReportId}/note`;
    expect(
      (await actors.clients.subscriber.get(note.replace(/^\/api/, ''))).status,
      'the report is readable',
    ).toBe(200);
    const regressions: { op: string; path: string; body?: unknown }[] = [
      // A NUL character reached PostgreSQL, which refuses it (22021).
      { op: 'GET /api/invites/{tokenOrLinkId}', path: '/api/invites/a%00b' },
      { op: 'PUT /api/reports/{id}/note', path: note, body: { content: 'a\u0000b', baseVersion: 0 } },
      // A baseVersion past the int4 version column (22003).
      { op: 'PUT /api/reports/{id}/note', path: note, body: { content: 'x', baseVersion: 2 ** 53 - 1 } },
      { op: 'DELETE /api/reports/{id}/note', path: `${note}?baseVersion=${2 ** 53 - 1}` },
    ];
    for (const r of regressions) {
      const op = operations.find((o) => o.key === r.op);
      expect(op, r.op).toBeDefined();
      const res = await check(
        op!,
        {
          role: 'subscriber',
          pathValues: {},
          query: [],
          wire:
            r.body === undefined
              ? { contentType: undefined, body: undefined }
              : { contentType: 'application/json', body: JSON.stringify(r.body) },
          origin: 'same',
          garbageCookie: false,
        },
        r.path,
      );
      expect(res.status, `${r.op} ${r.path}`).toBe(400);
    }
  });

  // Issue #17, before the fuzzing changes who may read what: every paginated list, as someone who may read it, with cursors it did not make.
  for (const [key, { list, role, sort: onlySort }] of Object.entries(paginatedOperations)) {
    it(
      `${key}: a forged or foreign cursor is 400 invalid_cursor`,
      async () => {
        const op = operations.find((o) => o.key === key);
        expect(op, key).toBeDefined();
        const takesSort = op!.queryParams.some((p) => p.name === 'sort');
        const cases = fc
          .constantFrom(...(onlySort ? [onlySort] : sortsOf(list)))
          .chain((sort) => badCursor(list, sort).map((cursor) => ({ sort, cursor })));
        await fc.assert(
          fc.asyncProperty(cases, async ({ sort, cursor }) => {
            const query: [string, string][] = [['cursor', cursor]];
            if (takesSort) query.push(['sort', sort]);
            // Other required parameters get a plain value, so that the cursor is what is refused.
            for (const p of op!.queryParams) {
              if (p.required && p.name !== 'cursor' && p.name !== 'sort') query.push([p.name, 'garden']);
            }
            const res = await check(op!, {
              role,
              pathValues: Object.fromEntries(
                op!.pathParams.map((p) => [p.name, actors.clients.creator.userId]),
              ),
              query,
              wire: { contentType: undefined, body: undefined },
              origin: 'same',
              garbageCookie: false,
            });
            const context = `${key} sort=${sort} cursor=${cursor.slice(0, 200)} → ${res.status} ${res.text.slice(0, 200)}`;
            expect(res.status, context).toBe(400);
            expect((parseJson(res.text) as { error: { code: string } }).error.code, context).toBe(
              'invalid_cursor',
            );
          }),
          { numRuns: FUZZ_RUNS * 2, endOnFailure: true, ...(SEED !== undefined ? { seed: SEED } : {}) },
        );
      },
      30_000 + FUZZ_RUNS * 2_000,
    );
  }

  for (const op of operations) {
    it(
      `${op.key}`,
      async () => {
        await fc.assert(
          fc.asyncProperty(fuzzCase(op), async (c) => {
            await check(op, c);
          }),
          {
            numRuns: FUZZ_RUNS,
            // Each run is a real request: report the first failing case rather than shrink for minutes.
            endOnFailure: true,
            ...(SEED !== undefined ? { seed: SEED } : {}),
            // The case itself can be megabytes long; the assertion message already describes it briefly.
            asyncReporter: async (details) => {
              if (!details.failed) return;
              const cause =
                details.errorInstance instanceof Error
                  ? details.errorInstance.message
                  : String(details.errorInstance);
              throw new Error(
                `${op.key} failed on run ${details.numRuns} (FUZZ_SEED=${details.seed}): ${cause.slice(0, 2_000)}`,
              );
            },
          },
        );
      },
      30_000 + FUZZ_RUNS * 1_000,
    );
  }

  it('knows the list behind every operation that takes a cursor', () => {
    const withCursor = operations
      .filter((o) => o.queryParams.some((p) => p.name === 'cursor'))
      .map((o) => o.key);
    expect(withCursor.sort()).toEqual(Object.keys(paginatedOperations).sort());
  });

  it('answers addresses the router cannot take (bad percent-encoding, over-long ids) in the error shape', async () => {
    const rawSegments = ['%E0%A4%A', '%', '%zz', '%c0%af', 'x'.repeat(2_000)];
    for (const op of operations.filter((o) => o.pathParams.length > 0)) {
      for (const segment of rawSegments) {
        // Put the raw text into the path as is: fillPath would encode it into something valid.
        const path = op.path.replace(/\{[^{}]+\}/g, segment);
        const res = await rawRequest(t.baseUrl, {
          method: op.method,
          path,
          headers: { origin: t.baseUrl, cookie: actors.clients.creator.cookies.headerFor(path) ?? '' },
        });
        const context = `${op.method} ${path.slice(0, 120)} → ${res.status} ${res.text.slice(0, 200)}`;
        expect(res.status, context).toBeGreaterThanOrEqual(400);
        expect(res.status, context).toBeLessThan(500);
        expect(apiErrorSchema.safeParse(parseJson(res.text)).success, context).toBe(true);
      }
    }
  }, 60_000);

  it('refuses bodies over every size limit with 413 and the error shape, changing nothing', async () => {
    const huge = JSON.stringify({ content: 'x'.repeat(OVERSIZED_BYTES) });
    const hugeTranscript = JSON.stringify({ content: 'x'.repeat(OVERSIZED_TRANSCRIPT_BYTES) });
    for (const op of operations.filter((o) => o.takesBody)) {
      const body = carriesTranscript.has(op.key) ? hugeTranscript : huge;
      const res = await check(op, {
        // The administrators' operations refuse anyone else before reading a body.
        role: op.path.startsWith('/api/admin/') ? 'admin' : 'creator',
        pathValues: Object.fromEntries(
          op.pathParams.map((p) => [p.name, actors.creatorAssets.draftReportId]),
        ),
        query: [],
        wire: { contentType: 'application/json', body },
        origin: 'same',
        garbageCookie: false,
      });
      expect(res.status, `${op.key} with ${body.length} bytes`).toBe(413);
    }
    // The list names real operations: a renamed route must not quietly get the small body.
    for (const key of carriesTranscript) expect(operations.map((o) => o.key)).toContain(key);
  }, 120_000);
});
