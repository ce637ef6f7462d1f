import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedPage } from '@shared/contract/reports';
import { ManualClock } from '../../clock';
import { reportTranscripts } from '../../db/schema';
import { insertTranscript } from './report-transcript-repository';
import { rowsOf } from '../../db/sql-rows';
import { daysBefore, insertCreator, insertReport, insertSubscription } from '../../testing/factories';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../../testing/test-app';
import { parseTranscript } from '../../transcripts/parse-transcript';
import { backfillTranscriptSearch } from './transcript-search-backfill';

/** The feed's search finds words said in a transcript, with the passage and its moment (ADR 208). */
const now = new Date(Math.floor(Date.now() / 1000) * 1000);
let t: TestApp;
let reader: TestClient;
let heard: string;
let locked: string;
let spread: string;

const captions = `WEBVTT

00:00:05.000 --> 00:00:20.000
<v Ada Moss>Welcome back to the workshop, where we build furniture by hand.

00:41:10.000 --> 00:41:30.000
<v Idris Okafor>We season the walnut boards outdoors for two winters before any cutting.

00:50:00.000 --> 00:50:20.000
<v Ada Moss>Thanks for listening.
`;

const plain = `Host: Today we talk about sourdough.
Guest: The starter wants rye flour on the first day.
Host: And the oven?
Guest: A cast iron pot keeps the steam in.`;

beforeAll(async () => {
  t = await startTestApp({ clock: new ManualClock(now) });
  const db = t.testDb.handle.db;
  reader = await signIn(t, 'transcript-search@reading.test', 'Search Reader');
  const open = await insertCreator(db, { channelName: 'Open Workshop' });
  const closed = await insertCreator(db, { channelName: 'Closed Workshop' });
  await insertSubscription(db, reader.userId, open.id, 'active', now);
  // Readable report: "walnut" is said only in its transcript.
  heard = (await insertReport(db, open.id, { title: 'Hand tools', publishedAt: daysBefore(now, 1) })).id;
  await insertTranscript(
    db,
    {
      reportId: heard,
      content: captions,
      source: 'upload',
      sourceUrl: null,
      parsed: parseTranscript(captions, 'vtt'),
    },
    now,
  );
  // The same words in a channel the reader does not follow.
  locked = (await insertReport(db, closed.id, { title: 'Closed tools', publishedAt: daysBefore(now, 1) })).id;
  await insertTranscript(
    db,
    {
      reportId: locked,
      content: captions,
      source: 'upload',
      sourceUrl: null,
      parsed: parseTranscript(captions, 'vtt'),
    },
    now,
  );
  spread = (await insertReport(db, open.id, { title: 'Bread at home', publishedAt: daysBefore(now, 2) })).id;
  await insertTranscript(
    db,
    {
      reportId: spread,
      content: plain,
      source: 'paste',
      sourceUrl: null,
      parsed: parseTranscript(plain, 'text'),
    },
    now,
  );
});
afterAll(async () => {
  await t?.close();
});

async function search(q: string): Promise<FeedPage> {
  const res = await reader.get(`/reports?period=all&q=${encodeURIComponent(q)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as FeedPage;
}

describe(`searching inside what was said (${testDatabaseKindLabel()})`, () => {
  it('finds a report by a word said only in its transcript, with the passage, its time and speaker', async () => {
    const page = await search('walnut');
    expect(page.items.map((item) => item.id)).toEqual([heard]);
    expect(page.items[0]!.transcriptMatch).toEqual({
      snippet: 'We season the walnut boards outdoors for two winters before any cutting.',
      start: 2470,
      speaker: 'Idris Okafor',
    });
  });

  it('matches word forms and finds a passage when the words are said in different turns', async () => {
    const stems = await search('seasoning walnuts');
    expect(stems.items.map((item) => item.id)).toEqual([heard]);
    expect(stems.items[0]!.transcriptMatch?.start).toBe(2470);
    const apart = await search('rye steam');
    expect(apart.items.map((item) => item.id)).toEqual([spread]);
    expect(apart.items[0]!.transcriptMatch).toMatchObject({
      snippet: 'The starter wants rye flour on the first day.',
    });
  });

  it('never finds a report the reader cannot read', async () => {
    const page = await search('walnut boards');
    expect(page.items.map((item) => item.id)).not.toContain(locked);
    const outsider = await signIn(t, 'transcript-outsider@reading.test', 'Outsider');
    const res = await outsider.get('/reports?period=all&q=walnut');
    expect(res.status).toBe(200);
    expect((res.body as FeedPage).items).toEqual([]);
  });

  it('keeps cards of a search on the report text without a passage, and plain feeds without the field', async () => {
    const byTitle = await search('tools');
    expect(byTitle.items.map((item) => item.id)).toEqual([heard]);
    expect(byTitle.items[0]!.transcriptMatch).toBeNull();
    const all = (await reader.get('/reports?period=all')).body as FeedPage;
    expect(all.items.length).toBeGreaterThan(0);
    expect(all.items.every((item) => !('transcriptMatch' in item))).toBe(true);
  });

  it('backfills the search text of rows stored before it, once, and then finds them', async () => {
    const db = t.testDb.handle.db;
    const creator = (await insertCreator(db, { channelName: 'Old Archive' })).id;
    await insertSubscription(db, reader.userId, creator, 'active', now);
    const text = 'Host: The lighthouse keeper logged every gannet by lamplight.';
    // A row with turns but no search text, and one stored before turns were.
    const withTurns = (
      await insertReport(db, creator, { title: 'Archive one', publishedAt: daysBefore(now, 3) })
    ).id;
    await insertTranscript(
      db,
      {
        reportId: withTurns,
        content: text,
        source: 'paste',
        sourceUrl: null,
        parsed: parseTranscript(text, 'text'),
      },
      now,
    );
    await db
      .update(reportTranscripts)
      .set({ searchText: null })
      .where(eq(reportTranscripts.reportId, withTurns));
    const raw = (await insertReport(db, creator, { title: 'Archive two', publishedAt: daysBefore(now, 4) }))
      .id;
    // As the demo content is stored: the content alone, its times from the app's clock.
    await db.execute(sql`insert into report_transcripts (report_id, content, format, source, created_at, updated_at)
      values (${raw}, ${'Host: Welcome back.\nGuest: A gannet dives from thirty metres.'}, 'text', 'paste',
        ${now.toISOString()}, ${now.toISOString()})`);
    const unreadable = (
      await insertReport(db, creator, { title: 'Archive three', publishedAt: daysBefore(now, 5) })
    ).id;
    await db.execute(sql`insert into report_transcripts (report_id, content, format, source)
      values (${unreadable}, ${'{"segments": []'}, 'json', 'paste')`);

    expect((await search('gannet')).items).toEqual([]);
    expect(await backfillTranscriptSearch(t.app.deps)).toBeGreaterThanOrEqual(2);
    expect((await search('gannet')).items.map((item) => item.id)).toEqual([withTurns, raw]);
    expect((await search('gannet')).items[1]!.transcriptMatch?.snippet).toContain('A gannet dives');
    const missing = rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from report_transcripts where search_text is null`),
    );
    expect(missing[0]!.count).toBe(0);
    // Idempotent: nothing is left to write.
    expect(await backfillTranscriptSearch(t.app.deps)).toBe(0);
  });
});
