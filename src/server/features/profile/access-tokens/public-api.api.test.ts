import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken } from '../../../auth/access-tokens';
import { ManualClock } from '../../../clock';
import { insertTranscript } from '../../reports';
import { daysBefore, insertCreator, insertReport, insertSubscription } from '../../../testing/factories';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../../testing/test-app';
import { parseTranscript } from '../../../transcripts/parse-transcript';
import { signIn } from '../../../testing/sign-in';

const now = new Date(Math.floor(Date.now() / 1000) * 1000);
let t: TestApp;
let readToken: string;
let writeToken: string;
let outsiderToken: string;
let reportId: string;
let olderReportId: string;
let lockedReportId: string;

const vtt = `WEBVTT

00:00:05.000 --> 00:00:20.000
<v Ada Moss>Welcome to the garden hour, where we talk about soil.

00:12:34.000 --> 00:12:50.000
<v Idris Okafor>Butterflies drink from a shallow dish with stones in it.

00:20:00.000 --> 00:20:30.000
<v Ada Moss>Thanks for listening to the garden hour.
`;

beforeAll(async () => {
  t = await startTestApp({ clock: new ManualClock(now) });
  const db = t.testDb.handle.db;
  const reader = await signIn(t, 'api-reader@tokens.test', 'Api Reader');
  const outsider = await signIn(t, 'api-outsider@tokens.test', 'Api Outsider');
  const show = await insertCreator(db, { channelName: 'Garden Hour' });
  const closed = await insertCreator(db, { channelName: 'Closed Garden' });
  await insertSubscription(db, reader.userId, show.id, 'active', now);
  await insertSubscription(db, reader.userId, closed.id, 'expired', now);
  reportId = (
    await insertReport(db, show.id, {
      title: 'Pollinators in small gardens',
      summary: 'How to bring **bees** to a balcony, with compost.',
      keyLearnings: [
        {
          title: 'Water for butterflies',
          detail: 'A dish with stones.',
          start: 754,
          end: 770,
          speaker: 'Idris Okafor',
        },
        { title: 'Untimed', detail: 'Written before moments existed.' },
      ],
      publishedAt: daysBefore(now, 1),
    })
  ).id;
  await insertTranscript(
    db,
    { reportId, content: vtt, source: 'upload', sourceUrl: null, parsed: parseTranscript(vtt, 'vtt') },
    now,
  );
  olderReportId = (
    await insertReport(db, show.id, { title: 'Compost basics', publishedAt: daysBefore(now, 3) })
  ).id;
  lockedReportId = (
    await insertReport(db, closed.id, { title: 'Locked butterflies', publishedAt: daysBefore(now, 2) })
  ).id;
  const create = (userId: string, scopes: ('read' | 'write:notes')[]) =>
    createAccessToken(db, { userId, name: 'test', scopes, expiresAt: null }).then((c) => c.token);
  readToken = await create(reader.userId, ['read']);
  writeToken = await create(reader.userId, ['read', 'write:notes']);
  outsiderToken = await create(outsider.userId, ['read', 'write:notes']);
});
afterAll(async () => {
  await t.close();
});

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}
async function call(
  token: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Answer> {
  const res = await fetch(`${t.baseUrl}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}
const link = (id: string, at?: number) =>
  `${t.baseUrl}/subscriber/reports/${id}${at === undefined ? '' : `?t=${at}`}`;

describe(`the public API /api/v1 (${testDatabaseKindLabel()})`, () => {
  it('lists the feed with the app filters and cursor, each report with its link', async () => {
    const first = await call(readToken, '/reports?limit=1&period=all');
    expect(first.status).toBe(200);
    expect(first.body.items).toEqual([
      expect.objectContaining({ id: reportId, url: link(reportId), title: 'Pollinators in small gardens' }),
    ]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await call(readToken, `/reports?limit=1&period=all&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((r: { id: string }) => r.id)).toEqual([olderReportId]);
    expect(second.body.nextCursor).toBeNull();
    const bad = await call(readToken, '/reports?cursor=nonsense');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_cursor');
  });

  it('gives a report with learnings, quotes and chapters linked at their moments', async () => {
    const res = await call(readToken, `/reports/${reportId}`);
    expect(res.status).toBe(200);
    expect(res.body.url).toBe(link(reportId));
    expect(res.body.summary).toBe('How to bring **bees** to a balcony, with compost.');
    expect(res.body.learnings).toEqual([
      expect.objectContaining({ index: 0, start: 754, speaker: 'Idris Okafor', url: link(reportId, 754) }),
      expect.objectContaining({ index: 1, start: null, url: link(reportId) }),
    ]);
    expect(res.body.hasTranscript).toBe(true);
  });

  it("answers 404 for another reader's or a locked report, as the app does", async () => {
    for (const [token, id] of [
      [outsiderToken, reportId],
      [readToken, lockedReportId],
      [readToken, '00000000-0000-4000-8000-000000000000'],
      [readToken, 'not-a-uuid'],
    ] as const) {
      for (const path of [`/reports/${id}`, `/reports/${id}/transcript`, `/reports/${id}/note`]) {
        const res = await call(token, path);
        expect(res.status, path).toBe(404);
        expect(res.body.error.code).toBe('report_not_found');
      }
    }
    const put = await call(outsiderToken, `/reports/${reportId}/note`, {
      method: 'PUT',
      body: { content: 'mine?', baseVersion: 0 },
    });
    expect(put.status).toBe(404);
  });

  it('gives the transcript whole or a time range, each segment linked at its start', async () => {
    const whole = await call(readToken, `/reports/${reportId}/transcript`);
    expect(whole.status).toBe(200);
    expect(whole.body.segments).toHaveLength(3);
    const range = await call(readToken, `/reports/${reportId}/transcript?start=700&end=800`);
    expect(range.body.range).toEqual({ start: 700, end: 800 });
    expect(range.body.segments).toEqual([
      {
        start: 754,
        end: 770,
        speaker: 'Idris Okafor',
        text: 'Butterflies drink from a shallow dish with stones in it.',
        url: link(reportId, 754),
      },
    ]);
    const backwards = await call(readToken, `/reports/${reportId}/transcript?start=800&end=700`);
    expect(backwards.status).toBe(400);
  });

  it('searches report text and transcripts of readable reports only', async () => {
    const res = await call(readToken, '/search?q=dish');
    expect(res.status).toBe(200);
    const fields = res.body.items.map((h: { field: string; report: { id: string } }) => [
      h.field,
      h.report.id,
    ]);
    expect(fields).toEqual([
      ['learning', reportId],
      ['transcript', reportId],
    ]);
    const transcriptHit = res.body.items[1];
    expect(transcriptHit).toMatchObject({ start: 754, url: link(reportId, 754) });
    expect(transcriptHit.snippet).toContain('shallow dish');
    expect(res.body.items[0]).toMatchObject({ learningIndex: 0, start: 754, url: link(reportId, 754) });
    const title = await call(readToken, '/search?q=butterflies');
    expect(title.body.items.map((h: { report: { id: string } }) => h.report.id)).not.toContain(
      lockedReportId,
    );
    const outsider = await call(outsiderToken, '/search?q=butterflies');
    expect(outsider.body.items).toEqual([]);
  });

  it('pages search results with a cursor', async () => {
    const first = await call(readToken, '/search?q=compost&limit=1');
    expect(first.status).toBe(200);
    expect(first.body.items[0].report.id).toBe(reportId);
    const second = await call(readToken, `/search?q=compost&limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body.items[0].report.id).toBe(olderReportId);
    expect(second.body.nextCursor).toBeNull();
  });

  it('reads notes with read and writes them only with write:notes', async () => {
    const denied = await call(readToken, `/reports/${reportId}/note`, {
      method: 'PUT',
      body: { content: 'From my assistant', baseVersion: 0 },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('token_scope_required');
    expect(denied.body.error.details).toEqual({ scope: 'write:notes' });
    expect(denied.headers.get('www-authenticate')).toContain('error="insufficient_scope"');
    const saved = await call(writeToken, `/reports/${reportId}/note`, {
      method: 'PUT',
      body: { content: 'From my assistant', baseVersion: 0 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ exists: true, version: 1, content: 'From my assistant' });
    const stale = await call(writeToken, `/reports/${reportId}/note`, {
      method: 'PUT',
      body: { content: 'Stale', baseVersion: 0 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('note_version_conflict');
    const huge = await call(writeToken, `/reports/${reportId}/note`, {
      method: 'PUT',
      body: { content: 'x'.repeat(2 * 1024 * 1024), baseVersion: 1 },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('payload_too_large');
    const read = await call(readToken, `/reports/${reportId}/note`);
    expect(read.body).toMatchObject({ content: 'From my assistant', version: 1 });
  });

  it('lists subscriptions', async () => {
    const res = await call(readToken, '/subscriptions');
    expect(res.status).toBe(200);
    expect(res.body.items.map((s: { channelName: string }) => s.channelName).sort()).toEqual([
      'Closed Garden',
      'Garden Hour',
    ]);
  });

  it('publishes its own OpenAPI document and reference page, outside the app document', async () => {
    const doc = (await (await fetch(`${t.baseUrl}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
      security: unknown;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/reports',
        '/api/v1/reports/{id}',
        '/api/v1/reports/{id}/note',
        '/api/v1/reports/{id}/transcript',
        '/api/v1/search',
        '/api/v1/subscriptions',
      ]),
    );
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/api/v1/'))).toEqual([]);
    expect(doc.components.securitySchemes).toEqual({ bearer: expect.objectContaining({ scheme: 'bearer' }) });
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(doc.components.schemas)).toContain('V1Report');
    expect(Object.keys(doc.components.schemas)).not.toContain('FullReport');
    const app = (await (await fetch(`${t.baseUrl}/api/openapi.json`)).json()) as { paths: object };
    expect(Object.keys(app.paths).filter((p) => p.startsWith('/api/v1'))).toEqual([]);
    const page = await fetch(`${t.baseUrl}/api/v1/docs/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  it('serves the reference page with its styles and scripts, with or without the final slash', async () => {
    for (const address of ['/api/v1/docs', '/api/v1/docs/']) {
      const page = await fetch(new URL(address, t.baseUrl));
      expect(page.status).toBe(200);
      const html = await page.text();
      const assets = [...html.matchAll(/(?:href|src)="([^"]+\.(?:css|js))"/g)].map((m) => m[1]!);
      expect(assets.length).toBeGreaterThanOrEqual(4);
      for (const asset of assets) {
        const res = await fetch(new URL(asset, new URL(address, t.baseUrl)));
        expect(res.status, `${address} → ${asset}`).toBe(200);
        expect(res.headers.get('content-type'), `${address} → ${asset}`).toMatch(/css|javascript/);
      }
    }
  });

  it('answers an unknown v1 path in the one error shape', async () => {
    const res = await call(readToken, '/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('route_not_found');
  });
});
