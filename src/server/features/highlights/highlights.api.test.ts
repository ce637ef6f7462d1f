import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcriptText } from '@shared/highlights/moment';
import { ManualClock } from '../../clock';
import { highlights, reports } from '../../db/schema';
import { insertTranscript } from '../reports';
import { parseTranscript } from '../../transcripts/parse-transcript';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../testing/test-app';
import { daysBefore, insertCreator, insertReport, insertSubscription } from '../../testing/factories';

const now = new Date(Math.floor(Date.now() / 1000) * 1000);
let t: TestApp;
let clock: ManualClock;
let reader: TestClient;
let readerPhone: TestClient;
let outsider: TestClient;
let showId: string;
let otherShowId: string;
let reportId: string;
let otherReportId: string;
let lockedReportId: string;

const vtt = [
  'WEBVTT',
  '',
  '00:00:01.000 --> 00:00:06.000',
  '<v Maya Chen>Welcome back. Today we talk about water for rooftop bees.',
  '',
  '00:12:34.000 --> 00:12:50.000',
  '<v Idris Okafor>A shallow dish with stones keeps them from drowning.',
  '',
  '00:12:50.000 --> 00:13:10.000',
  '<v Maya Chen>And in winter the hive needs far less water.',
].join('\n');
const turns = parseTranscript(vtt, 'vtt').turns;
const whole = transcriptText(turns);

function transcriptSelection(text: string) {
  const textStart = whole.indexOf(text);
  if (textStart === -1) throw new Error(`not in the transcript: ${text}`);
  return {
    reportId,
    part: 'transcript' as const,
    partIndex: 0,
    textStart,
    textEnd: textStart + text.length,
    text,
  };
}

beforeAll(async () => {
  clock = new ManualClock(now);
  t = await startTestApp({ clock });
  const db = t.testDb.handle.db;
  reader = await signIn(t, 'highlighter@reading.test', 'High Lighter');
  readerPhone = await signIn(t, 'highlighter@reading.test', 'High Lighter');
  outsider = await signIn(t, 'highlight-outsider@reading.test', 'Out Sider');
  const show = await insertCreator(db, { channelName: 'Rooftop Bees' });
  const other = await insertCreator(db, { channelName: 'Night Garden' });
  const closed = await insertCreator(db, { channelName: 'Closed Hive' });
  showId = show.id;
  otherShowId = other.id;
  for (const creator of [show.id, other.id]) {
    await insertSubscription(db, reader.userId, creator, 'active', now);
    await insertSubscription(db, outsider.userId, creator, 'active', now);
  }
  await insertSubscription(db, reader.userId, closed.id, 'expired', now);
  reportId = (
    await insertReport(db, show.id, {
      title: 'Bees need water',
      summary: 'Bees need **water** close to the hive; a shallow dish with stones keeps them from drowning.',
      keyLearnings: [
        {
          title: 'Water first',
          detail: 'Bees need water near the hive.',
          start: 754,
          end: 770,
          speaker: 'Idris Okafor',
        },
        { title: 'Untimed', detail: 'A learning written before moments existed.' },
      ],
      publishedAt: daysBefore(now, 1),
    })
  ).id;
  await db
    .update(reports)
    .set({ quotes: [{ text: 'A shallow dish with stones', speaker: 'Idris Okafor', start: 754, end: 770 }] })
    .where(eq(reports.id, reportId));
  await insertTranscript(
    db,
    { reportId, content: vtt, source: 'upload', sourceUrl: null, parsed: parseTranscript(vtt, 'vtt') },
    now,
  );
  otherReportId = (
    await insertReport(db, other.id, {
      title: 'Moths at midnight',
      publishedAt: daysBefore(now, 2),
      episodeMediaUrl: null,
    })
  ).id;
  lockedReportId = (await insertReport(db, closed.id, { publishedAt: daysBefore(now, 2) })).id;
});
afterAll(async () => {
  await t.close();
});

const stored = async (id: string) =>
  (await t.testDb.handle.db.select().from(highlights).where(eq(highlights.id, id)))[0];
const countOf = async (userId: string) =>
  (await t.testDb.handle.db.select().from(highlights).where(eq(highlights.userId, userId))).length;

describe(`highlights with their moment (${testDatabaseKindLabel()})`, () => {
  const id = randomUUID();

  it('creates a transcript highlight with the moment of the turns it spans, not the one sent', async () => {
    const body = {
      ...transcriptSelection('keeps them from drowning.\nAnd in winter'),
      comment: 'Stones!',
      baseVersion: 0,
      startSeconds: 1,
      speaker: 'Someone else',
    };
    const res = await reader.put(`/highlights/${id}`, body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id,
      reportId,
      part: 'transcript',
      partIndex: 0,
      textStart: body.textStart,
      textEnd: body.textEnd,
      text: body.text,
      comment: 'Stones!',
      startSeconds: 754,
      endSeconds: 790,
      speaker: 'Idris Okafor',
      version: 1,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
  });

  it('answers a retried create with what it made, once', async () => {
    const again = await readerPhone.put(`/highlights/${id}`, {
      ...transcriptSelection('keeps them from drowning.\nAnd in winter'),
      comment: 'Stones!',
      baseVersion: 0,
    });
    expect(again.status).toBe(200);
    expect(again.body.version).toBe(1);
    expect(await countOf(reader.userId)).toBe(1);
  });

  it('refuses a different create under the same id with 409 and the server highlight', async () => {
    const res = await reader.put(`/highlights/${id}`, {
      ...transcriptSelection('Welcome back.'),
      baseVersion: 0,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'highlight_version_conflict',
      details: { server: { id, version: 1, text: 'keeps them from drowning.\nAnd in winter' } },
    });
  });

  it('updates one version at a time and refuses a stale write, changing nothing', async () => {
    clock.advance(1000);
    const updated = await reader.put(`/highlights/${id}`, {
      ...transcriptSelection('keeps them from drowning.\nAnd in winter'),
      comment: 'Stones, and less in winter',
      baseVersion: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ version: 2, comment: 'Stones, and less in winter' });
    const stale = await readerPhone.put(`/highlights/${id}`, {
      ...transcriptSelection('keeps them from drowning.\nAnd in winter'),
      comment: 'Written on the phone offline',
      baseVersion: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.details.server).toMatchObject({
      version: 2,
      comment: 'Stones, and less in winter',
    });
    expect(await stored(id)).toMatchObject({ version: 2, comment: 'Stones, and less in winter' });
  });

  it('lets exactly one of two devices editing at once win; the other gets 409 with the winner', async () => {
    const selection = transcriptSelection('keeps them from drowning.\nAnd in winter');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 === 0 ? reader : readerPhone).put(`/highlights/${id}`, {
          ...selection,
          comment: `Device ${i}`,
          baseVersion: 2,
        }),
      ),
    );
    const won = results.filter((r) => r.status === 200);
    const lost = results.filter((r) => r.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(5);
    const winner = won[0]!.body;
    expect(winner.version).toBe(3);
    for (const loser of lost) expect(loser.body.error.details.server).toMatchObject({ version: 3 });
    expect(await stored(id)).toMatchObject({ version: 3, comment: winner.comment });
  });

  it('gives a learning and a quote their stored moment and summary text the nearest passage', async () => {
    const learning = await reader.put(`/highlights/${randomUUID()}`, {
      reportId,
      part: 'learning',
      partIndex: 0,
      textStart: 0,
      textEnd: 11,
      text: 'Water first',
      baseVersion: 0,
    });
    expect(learning.body).toMatchObject({ startSeconds: 754, endSeconds: 770, speaker: 'Idris Okafor' });
    const quote = await reader.put(`/highlights/${randomUUID()}`, {
      reportId,
      part: 'quote',
      partIndex: 0,
      textStart: 2,
      textEnd: 15,
      text: 'shallow dish',
      baseVersion: 0,
    });
    expect(quote.body).toMatchObject({ startSeconds: 754, endSeconds: 770, speaker: 'Idris Okafor' });
    const summary = await reader.put(`/highlights/${randomUUID()}`, {
      reportId,
      part: 'summary',
      partIndex: 0,
      textStart: 0,
      textEnd: 40,
      text: 'in winter the hive needs less water',
      baseVersion: 0,
    });
    expect(summary.body).toMatchObject({ startSeconds: 770, endSeconds: 790, speaker: 'Maya Chen' });
    const unplaced = await reader.put(`/highlights/${randomUUID()}`, {
      reportId,
      part: 'summary',
      partIndex: 0,
      textStart: 0,
      textEnd: 10,
      text: 'Bees need',
      baseVersion: 0,
    });
    expect(unplaced.body).toMatchObject({ startSeconds: null, endSeconds: null, speaker: null });
  });

  it('refuses invalid writes with 4xx and changes nothing', async () => {
    const before = await countOf(reader.userId);
    const valid = { ...transcriptSelection('Welcome back.'), baseVersion: 0 };
    const cases: [string, unknown, number][] = [
      [randomUUID(), { ...valid, text: '' }, 400],
      [randomUUID(), { ...valid, text: '   ' }, 400],
      [randomUUID(), { ...valid, text: 'x'.repeat(5001) }, 400],
      [randomUUID(), { ...valid, comment: 'x'.repeat(5001) }, 400],
      [randomUUID(), { ...valid, textEnd: valid.textStart }, 400],
      [randomUUID(), { ...valid, part: 'chapter' }, 400],
      [randomUUID(), { ...valid, baseVersion: -1 }, 400],
      [randomUUID(), { ...valid, reportId: 'not-a-uuid' }, 400],
      ['not-a-uuid', valid, 400],
      [randomUUID(), { ...valid, part: 'learning', partIndex: 9 }, 422],
      [randomUUID(), { ...valid, part: 'quote', partIndex: 1 }, 422],
      [randomUUID(), { ...valid, text: 'Words that were never said' }, 422],
      [randomUUID(), { ...valid, reportId: otherReportId }, 422],
    ];
    for (const [highlightId, body, status] of cases) {
      const res = await reader.put(`/highlights/${highlightId}`, body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(status);
      expect(res.body.error.code).toBe(status === 422 ? 'highlight_text_not_found' : 'validation_error');
    }
    // 5,000 characters as PostgreSQL counts them are allowed.
    const emoji = await reader.put(`/highlights/${randomUUID()}`, {
      ...valid,
      comment: '🐝'.repeat(5000),
    });
    expect(emoji.status).toBe(200);
    expect(await countOf(reader.userId)).toBe(before + 1);
  });
});

describe('ownership and access', () => {
  const id = randomUUID();
  beforeAll(async () => {
    const res = await reader.put(`/highlights/${id}`, {
      ...transcriptSelection('Welcome back.'),
      baseVersion: 0,
    });
    expect(res.status).toBe(200);
  });

  it('answers 404 to another user on every highlight route, changes nothing and lists nothing', async () => {
    const body = { ...transcriptSelection('Welcome back.'), comment: 'Mine now', baseVersion: 1 };
    const update = await outsider.put(`/highlights/${id}`, body);
    expect(update.status).toBe(404);
    expect(update.body.error.code).toBe('highlight_not_found');
    const create = await outsider.put(`/highlights/${id}`, { ...body, baseVersion: 0 });
    expect(create.status).toBe(404);
    const remove = await outsider.delete(`/highlights/${id}?baseVersion=1`);
    expect(remove.status).toBe(404);
    expect((await outsider.get(`/reports/${reportId}/highlights`)).body.items).toEqual([]);
    expect((await outsider.get('/highlights')).body.items).toEqual([]);
    expect(await stored(id)).toMatchObject({ userId: reader.userId, version: 1, comment: null });
  });

  it('answers the report’s 404 for a report the reader cannot read', async () => {
    const locked = await reader.put(`/highlights/${randomUUID()}`, {
      ...transcriptSelection('Welcome back.'),
      reportId: lockedReportId,
      part: 'summary',
      baseVersion: 0,
    });
    expect(locked.status).toBe(404);
    expect(locked.body.error.code).toBe('report_not_found');
    expect((await reader.get(`/reports/${lockedReportId}/highlights`)).status).toBe(404);
    expect((await reader.get(`/reports/${randomUUID()}/highlights`)).status).toBe(404);
  });

  it('refuses anonymous requests with 401', async () => {
    const anonymous = await fetch(`${t.baseUrl}/api/highlights`);
    expect(anonymous.status).toBe(401);
  });

  it('deletes with a version guard; a second delete is 404', async () => {
    const stale = await reader.delete(`/highlights/${id}?baseVersion=2`);
    expect(stale.status).toBe(409);
    expect(stale.body.error.details.server).toMatchObject({ id, version: 1 });
    expect((await reader.delete(`/highlights/${id}?baseVersion=1`)).status).toBe(204);
    expect(await stored(id)).toBeUndefined();
    expect((await reader.delete(`/highlights/${id}`)).status).toBe(404);
    // An edit made offline before the delete was seen: 404, so the device can make it again.
    const late = await readerPhone.put(`/highlights/${id}`, {
      ...transcriptSelection('Welcome back.'),
      comment: 'Offline',
      baseVersion: 1,
    });
    expect(late.status).toBe(404);
  });
});

describe('the list across reports', () => {
  const made: string[] = [];
  beforeAll(async () => {
    const db = t.testDb.handle.db;
    await db.delete(highlights).where(eq(highlights.userId, reader.userId));
    const writes = [
      { reportId: otherReportId, part: 'summary', text: 'Moths love the night garden', comment: null },
      { reportId, part: 'learning', text: 'Water first', comment: 'Put a dish out' },
      { reportId: otherReportId, part: 'summary', text: 'Moths drink too', comment: 'about water' },
      { reportId, part: 'learning', text: 'Bees need water', comment: null },
      { reportId: otherReportId, part: 'learning', text: 'First lesson', comment: '100% true_ish' },
    ];
    for (const write of writes) {
      clock.advance(1000);
      const id = randomUUID();
      const res = await reader.put(`/highlights/${id}`, {
        ...write,
        partIndex: 0,
        textStart: 0,
        textEnd: write.text.length,
        baseVersion: 0,
      });
      expect(res.status).toBe(200);
      made.push(id);
    }
  });

  it('pages newest first with a cursor, with each report’s title and channel', async () => {
    const first = await reader.get('/highlights?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.items.map((item: { id: string }) => item.id)).toEqual([made[4], made[3]]);
    expect(first.body.items[1]).toMatchObject({
      reportTitle: 'Bees need water',
      channel: { creatorId: showId, channelName: 'Rooftop Bees' },
      hasAudio: true,
    });
    // The moths report has no audio at all: the list says so, and the page offers no player.
    expect(first.body.items[0]).toMatchObject({ reportTitle: 'Moths at midnight', hasAudio: false });
    const seen = [...first.body.items];
    let cursor = first.body.nextCursor as string | null;
    while (cursor) {
      const page = await reader.get(`/highlights?limit=2&cursor=${encodeURIComponent(cursor)}`);
      expect(page.status).toBe(200);
      for (const item of page.body.items) seen.push(item);
      cursor = page.body.nextCursor;
    }
    expect(seen.map((item) => item.id)).toEqual([...made].reverse());
    expect((await reader.get('/highlights?cursor=bm9wZQ')).status).toBe(400);
  });

  it('finds words in the text, the comment or the report title, literally', async () => {
    const ids = async (query: string) =>
      ((await reader.get(`/highlights?${query}`)).body.items as { id: string }[]).map((item) => item.id);
    expect(await ids('q=water')).toEqual([made[3], made[2], made[1]]);
    expect(await ids('q=MOTHS')).toEqual([made[4], made[2], made[0]]);
    expect(await ids(`q=${encodeURIComponent('100%')}`)).toEqual([made[4]]);
    expect(await ids(`q=${encodeURIComponent('%')}`)).toEqual([made[4]]);
    expect(await ids('q=e_ish')).toEqual([made[4]]);
    expect(await ids('q=tr_e')).toEqual([]);
  });

  it('filters by channel', async () => {
    const res = await reader.get(`/highlights?creatorId=${otherShowId}`);
    expect(res.body.items.map((item: { id: string }) => item.id)).toEqual([made[4], made[2], made[0]]);
    expect((await reader.get('/highlights?creatorId=nope')).status).toBe(400);
  });

  it('lists one report’s highlights oldest first', async () => {
    const res = await reader.get(`/reports/${reportId}/highlights`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((item: { id: string }) => item.id)).toEqual([made[1], made[3]]);
  });
});
