import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@shared/contract/api-error';
import type { TranscriptFormat } from '../../transcripts/transcript';
import { startFeedServer, type FeedServer } from '../feed-server';
import { signIn, type TestClient } from '../sign-in';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../test-app';
import { changedTables, createFingerprinter, type Fingerprint } from './database-fingerprint';
import { hostileBodies, type HostileBody } from './hostile-transcript-routes';
import { parseJson, rawRequest, type RawResponse } from './raw-request';

/**
 * Hostile transcripts through every route that takes one (issue 24): a paste or upload with a new episode,
 * a transcript replaced on a draft, an episode imported from a feed with its transcript given, and one
 * imported with the feed's transcript fetched from its address. Every answer is a 2xx or a clean 4xx with
 * a code from the contract (and then nothing changed), never a 5xx, and the server keeps answering: a
 * health check sent while each body is read answers.
 *
 * `npm test` sends each body at up to 8,000 characters; `npm run test:fuzz` (FUZZ_RUNS > 6) at the size
 * each case had when it was found, up to the 500,000-character limit.
 */

const FUZZ_RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 6));
const maxChars = FUZZ_RUNS > 6 ? 500_000 : 8_000;
/** The answers a hostile transcript may get when it is refused: clear, stable, the creator's to fix. */
const refusals = new Set(['transcript_invalid', 'transcript_too_complex', 'validation_error']);

let t: TestApp;
let feeds: FeedServer;
let creator: TestClient;
let draftId: string;
let fingerprint: () => Promise<Fingerprint>;

beforeAll(async () => {
  feeds = await startFeedServer();
  t = await startTestApp({
    env: {
      // No job workers: nothing may change the database behind the fingerprints' backs.
      ROLE: 'api',
      // The feed's transcripts are served from this machine.
      RSS_ALLOW_PRIVATE_HOSTS: 'true',
    },
  });
  creator = await signIn(t, 'hostile.creator@hardening.test', 'Hostile Creator');
  expect((await creator.post('/creator/become')).status).toBe(200);
  expect((await creator.put('/creator/settings', { channelName: 'Hostile transcripts' })).status).toBe(200);
  const draft = await creator.post('/creator/reports', {
    episode: { title: 'The draft whose transcript is replaced' },
    transcript: { content: 'Ana: A plain first transcript.\nBo: And a plain answer.', format: 'text' },
  });
  expect(draft.status).toBe(201);
  draftId = draft.body.id;
  fingerprint = await createFingerprinter(t.testDb.handle.db);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await feeds?.close();
});

const feedEpisode = (title: string, transcript?: { url: string; type: TranscriptFormat }) => ({
  guid: `hostile-${title}`,
  title,
  episodeNumber: null,
  publishedAt: null,
  durationSeconds: null,
  mediaUrl: null,
  transcriptUrl: transcript?.url ?? null,
  transcriptType: transcript?.type ?? null,
  description: '',
});

interface Route {
  name: string;
  send: (body: HostileBody, index: number) => { method: string; path: string; json: unknown };
}

const routes: Route[] = [
  {
    name: 'POST /api/creator/reports (paste or upload)',
    send: (body, index) => ({
      method: 'POST',
      path: '/api/creator/reports',
      json: {
        episode: { title: `Hostile ${index}` },
        transcript: { content: body.content, format: body.format, source: index % 2 ? 'upload' : 'paste' },
      },
    }),
  },
  {
    name: 'PATCH /api/creator/reports/{id} (replace the transcript)',
    send: (body) => ({
      method: 'PATCH',
      path: `/api/creator/reports/${draftId}`,
      json: { transcript: { content: body.content, format: body.format } },
    }),
  },
  {
    name: 'POST /api/creator/reports/import (transcript given)',
    send: (body, index) => ({
      method: 'POST',
      path: '/api/creator/reports/import',
      json: {
        feedUrl: feeds.url('/feed.xml'),
        episode: feedEpisode(`Imported ${index}`),
        transcript: { content: body.content, format: body.format },
      },
    }),
  },
  {
    name: "POST /api/creator/reports/import (the feed's transcript fetched)",
    send: (body, index) => {
      const path = `/transcripts/${index}`;
      feeds.serve(path, { contentType: 'text/plain; charset=utf-8', body: body.content });
      return {
        method: 'POST',
        path: '/api/creator/reports/import',
        json: {
          feedUrl: feeds.url('/feed.xml'),
          episode: feedEpisode(`Fetched ${index}`, { url: feeds.url(path), type: body.format }),
        },
      };
    },
  },
];

/** Sends one hostile body through one route and checks the promises; returns the answer. */
async function sendThrough(route: Route, body: HostileBody, index: number): Promise<RawResponse> {
  // The import's own limit (30 a minute) would soon hide the parser behind 429; its tests cover it.
  await t.testDb.handle.db.execute(sql`delete from rate_limits`);
  const request = route.send(body, index);
  const before = await fingerprint();
  const answer = rawRequest(
    t.baseUrl,
    {
      method: request.method,
      path: request.path,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        origin: t.baseUrl,
        'sec-fetch-site': 'same-origin',
        cookie: creator.cookies.headerFor(request.path) ?? '',
      },
      body: JSON.stringify(request.json),
    },
    60_000,
  );
  // Liveness while the transcript is read: a health check sent meanwhile must answer. 5 s is no
  // performance target (the benchmark holds it to 100 ms on the built app); the old parsers held the
  // only thread for 10 s and more on some of these bodies, and this client's own timer then fires first.
  const health = await rawRequest(t.baseUrl, { method: 'GET', path: '/api/health' }, 5_000).catch(
    (error: unknown) => ({ status: 0, text: String(error) }),
  );
  const res = await answer;
  const context = `${route.name} with ${body.label} (${body.content.length} chars) → ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, context).toBeGreaterThanOrEqual(200);
  expect(res.status, context).toBeLessThan(500);
  if (res.status >= 300) {
    expect(res.status, context).toBeGreaterThanOrEqual(400);
    const parsed = apiErrorSchema.safeParse(parseJson(res.text));
    expect(parsed.success, context).toBe(true);
    expect(refusals.has(parsed.data?.error.code ?? ''), context).toBe(true);
    expect(changedTables(before, await fingerprint()), context).toEqual([]);
  }
  expect(health.status, `health while the server read ${context}: ${health.text}`).toBe(200);
  // And it still answers afterwards.
  expect((await fetch(`${t.baseUrl}/api/health`)).status, `health after ${context}`).toBe(200);
  return res;
}

const bodies = hostileBodies(maxChars);

describe(`hostile transcripts through every route that takes one (${testDatabaseKindLabel()}, up to ${maxChars.toLocaleString('en')} characters)`, () => {
  it('has bodies of every case in every format', () => {
    const formats = new Set(bodies.map((body) => body.format));
    expect([...formats].sort()).toEqual(['html', 'json', 'srt', 'text', 'vtt']);
    expect(bodies.every((body) => body.content.length <= maxChars)).toBe(true);
  });

  // One test per case, each body of the case through the next route in turn, so that every case
  // reaches every route and a failure names the case.
  const cases = [...new Set(bodies.map((body) => body.caseName))];
  cases.forEach((caseName, caseIndex) => {
    it(
      caseName,
      async () => {
        const own = bodies.filter((body) => body.caseName === caseName);
        const reached = new Set<string>();
        for (const [i, body] of own.entries()) {
          const route = routes[(caseIndex + i) % routes.length]!;
          reached.add(route.name);
          await sendThrough(route, body, caseIndex * 100 + i);
        }
        expect(reached.size).toBe(routes.length);
      },
      // Ten bodies a case, each a parse at size and a database fingerprint on a loaded 2-core machine.
      FUZZ_RUNS > 6 ? 600_000 : 120_000,
    );
  });
});
