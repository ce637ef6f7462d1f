import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken } from '../../auth/access-tokens';
import { ManualClock } from '../../clock';
import { insertTranscript } from '../reports';
import { daysBefore, insertCreator, insertReport, insertSubscription } from '../../testing/factories';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../testing/test-app';
import { parseTranscript } from '../../transcripts/parse-transcript';
import { signIn } from '../../testing/sign-in';

const now = new Date(Math.floor(Date.now() / 1000) * 1000);
let t: TestApp;
const clock = new ManualClock(now);
let readToken: string;
let writeToken: string;
let outsiderToken: string;
let reportId: string;
let lockedReportId: string;

const vtt = `WEBVTT

00:00:05.000 --> 00:00:20.000
<v Ada Moss>Welcome to the garden hour, where we talk about soil.

00:12:34.000 --> 00:12:50.000
<v Idris Okafor>Butterflies drink from a shallow dish with stones in it.
`;

beforeAll(async () => {
  t = await startTestApp({ clock });
  const db = t.testDb.handle.db;
  const reader = await signIn(t, 'v1-highlighter@tokens.test', 'V1 Highlighter');
  const outsider = await signIn(t, 'v1-highlight-outsider@tokens.test', 'V1 Outsider');
  const show = await insertCreator(db, { channelName: 'Garden Hour' });
  const closed = await insertCreator(db, { channelName: 'Closed Garden' });
  await insertSubscription(db, reader.userId, show.id, 'active', now);
  await insertSubscription(db, outsider.userId, show.id, 'active', now);
  reportId = (
    await insertReport(db, show.id, {
      title: 'Butterflies and water',
      keyLearnings: [{ title: 'Water for butterflies', detail: 'A dish with stones.', start: 754, end: 770 }],
      publishedAt: daysBefore(now, 1),
    })
  ).id;
  await insertTranscript(
    db,
    { reportId, content: vtt, source: 'upload', sourceUrl: null, parsed: parseTranscript(vtt, 'vtt') },
    now,
  );
  lockedReportId = (await insertReport(db, closed.id, { publishedAt: daysBefore(now, 1) })).id;
  const token = async (userId: string, scopes: ('read' | 'write:notes')[]) =>
    (await createAccessToken(db, { userId, name: 'Tool', scopes, expiresAt: null })).token;
  readToken = await token(reader.userId, ['read']);
  writeToken = await token(reader.userId, ['read', 'write:notes']);
  outsiderToken = await token(outsider.userId, ['read', 'write:notes']);
});
afterAll(async () => {
  await t.close();
});

async function v1(path: string, token: string, body?: unknown) {
  const res = await fetch(`${t.baseUrl}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any };
}

describe(`highlights on the public API (${testDatabaseKindLabel()})`, () => {
  it('makes a highlight from its text, placed in the transcript with its moment and link', async () => {
    const res = await v1(`/reports/${reportId}/highlights`, writeToken, {
      text: 'a shallow dish with stones',
      comment: 'For the balcony',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      reportId,
      reportTitle: 'Butterflies and water',
      channel: { channelName: 'Garden Hour' },
      part: 'transcript',
      text: 'a shallow dish with stones',
      comment: 'For the balcony',
      start: 754,
      end: 770,
      speaker: 'Idris Okafor',
      url: `${t.config.appUrl}/subscriber/reports/${reportId}?t=754`,
    });
  });

  it('finds text in a learning when the transcript does not hold it', async () => {
    clock.advance(1000);
    const res = await v1(`/reports/${reportId}/highlights`, writeToken, { text: 'water for butterflies' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ part: 'learning', start: 754, end: 770 });
  });

  it('refuses text the report does not hold with 422, and a read-only token with 403', async () => {
    const missing = await v1(`/reports/${reportId}/highlights`, writeToken, { text: 'Never said at all' });
    expect(missing.status).toBe(422);
    expect(missing.body.error.code).toBe('highlight_text_not_found');
    const readOnly = await v1(`/reports/${reportId}/highlights`, readToken, { text: 'shallow dish' });
    expect(readOnly.status).toBe(403);
    const locked = await v1(`/reports/${lockedReportId}/highlights`, writeToken, { text: 'Anything' });
    expect(locked.status).toBe(404);
    const invalid = await v1(`/reports/${reportId}/highlights`, writeToken, { text: ' ' });
    expect(invalid.status).toBe(400);
  });

  it('lists the reader’s highlights, all and per report, and nobody else’s', async () => {
    const all = await v1('/highlights', readToken);
    expect(all.status).toBe(200);
    expect(all.body.items.map((item: { text: string }) => item.text)).toEqual([
      'water for butterflies',
      'a shallow dish with stones',
    ]);
    const one = await v1(`/reports/${reportId}/highlights`, readToken);
    expect(one.body.items).toHaveLength(2);
    expect((await v1('/highlights', outsiderToken)).body.items).toEqual([]);
    expect((await v1(`/reports/${reportId}/highlights`, outsiderToken)).body.items).toEqual([]);
    expect((await v1(`/reports/${lockedReportId}/highlights`, readToken)).status).toBe(404);
  });
});
