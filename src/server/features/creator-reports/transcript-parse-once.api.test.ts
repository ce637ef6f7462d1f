import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports, reportTranscripts } from '../../db/schema';
import { limits } from '@shared/constants';
import { longTranscript } from '../../summarizer/samples/long-transcript';
import { rooftopBees } from '../../summarizer/samples/rooftop-bees';
import { insertSubscription } from '../../testing/factories';
import { signIn, type TestClient } from '../../testing/sign-in';
import { buildFeed, startFeedServer, type FeedServer } from '../../testing/feed-server';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { waitFor } from '../../testing/wait-for';
import { parseTranscript } from '../../transcripts/parse-transcript';
import { parseCounter } from '../../transcripts/transcript-pool';

// Each app starts parse threads that load the parser from source: seconds on a loaded 2-core machine.
const slow = 120_000;

let t: TestApp;
let creator: TestClient;
let reader: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  creator = await signIn(t, 'olu.parse-once@example.test', 'Olu Parse');
  expect((await creator.post('/creator/become')).status).toBe(200);
  expect((await creator.put('/creator/settings', { channelName: 'Parsed Once' })).status).toBe(200);
  reader = await signIn(t, 'rae.parse-once@example.test', 'Rae Reader');
  await insertSubscription(t.testDb.handle.db, reader.userId, creator.userId, 'active', new Date());
}, slow);
afterAll(async () => {
  await t?.close();
});

const episode = { title: 'Bees on the roof', durationSeconds: 660 };
const vtt = [
  'WEBVTT',
  '',
  '00:00:01.000 --> 00:00:06.000',
  '<v Maya Chen>Welcome back. Today we talk about water for rooftop bees.',
  '',
  '00:12:34.000 --> 00:12:50.000',
  '<v Idris Okafor>A shallow dish with stones keeps them from drowning.',
].join('\n');

async function addEpisode(content: string, format = 'text'): Promise<string> {
  const res = await creator.post('/creator/reports', { episode, transcript: { content, format } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

/** Published with the summary and learnings a reader needs, as if generated and reviewed. */
async function publish(reportId: string): Promise<void> {
  await t.testDb.handle.db
    .update(reports)
    .set({
      status: 'published',
      publishedAt: new Date(),
      summary: 'Bees need water near the hive.',
      keyLearnings: [
        { title: 'Water first', detail: 'A dish near the hive.' },
        { title: 'Stones', detail: 'Stones keep bees from drowning.' },
        { title: 'Shade', detail: 'Shade keeps the water cool.' },
      ],
    })
    .where(eq(reports.id, reportId));
}

/** Makes the stored content unreadable: whatever reads it from now on must use the stored turns. */
async function spoilContent(reportId: string): Promise<void> {
  await t.testDb.handle.db
    .update(reportTranscripts)
    .set({ content: '   ' })
    .where(eq(reportTranscripts.reportId, reportId));
}

describe('a transcript is parsed once, when it arrives', () => {
  it(
    'stores the turns with the content, and the preview and the reader read them, not the content',
    async () => {
      const before = parseCounter.transcripts;
      const id = await addEpisode(vtt, 'vtt');
      expect(parseCounter.transcripts).toBe(before + 1);
      const [row] = await t.testDb.handle.db
        .select()
        .from(reportTranscripts)
        .where(eq(reportTranscripts.reportId, id));
      expect(row?.format).toBe('vtt');
      const normalized = JSON.parse(row!.normalized!) as { turns: unknown[]; wordCount: number };
      expect(normalized.turns).toEqual([
        {
          speaker: 'Maya Chen',
          start: 1,
          end: 6,
          text: 'Welcome back. Today we talk about water for rooftop bees.',
        },
        {
          speaker: 'Idris Okafor',
          start: 754,
          end: 770,
          text: 'A shallow dish with stones keeps them from drowning.',
        },
      ]);

      await publish(id);
      await spoilContent(id);
      const view = await creator.get(`/creator/reports/${id}`);
      expect(view.status).toBe(200);
      expect(view.body.transcript).toMatchObject({ format: 'vtt', wordCount: 19 });
      expect(view.body.transcript.preview).toBe(
        'Maya Chen: Welcome back. Today we talk about water for rooftop bees.\n\nIdris Okafor: A shallow dish with stones keeps them from drowning.',
      );
      const read = await reader.get(`/reports/${id}/transcript`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ hasTimestamps: true, hasSpeakers: true, wordCount: 19 });
      expect(read.body.turns).toEqual(normalized.turns);
      expect(parseCounter.transcripts).toBe(before + 1);
    },
    slow,
  );

  it(
    'generates the report from the stored turns',
    async () => {
      const id = await addEpisode(rooftopBees);
      await spoilContent(id);
      const before = parseCounter.transcripts;
      expect((await creator.post(`/creator/reports/${id}/generate`)).status).toBe(200);
      const report = await waitFor(
        async () => {
          const res = await creator.get(`/creator/reports/${id}`);
          return res.body.status === 'ready' || res.body.status === 'failed' ? res.body : undefined;
        },
        { what: `report ${id} to finish generating`, timeoutMs: 60_000 },
      );
      expect(report).toMatchObject({ status: 'ready', generation: { error: null } });
      expect(report.keyLearnings.length).toBeGreaterThanOrEqual(3);
      expect(parseCounter.transcripts).toBe(before);
    },
    slow,
  );

  it(
    'parses a transcript stored before turns were once, on first need, and keeps its turns',
    async () => {
      const id = await addEpisode(vtt, 'vtt');
      await publish(id);
      // As a row written before the migration: content only.
      await t.testDb.handle.db
        .update(reportTranscripts)
        .set({ normalized: null })
        .where(eq(reportTranscripts.reportId, id));
      const before = parseCounter.transcripts;
      const read = await reader.get(`/reports/${id}/transcript`);
      expect(read.status).toBe(200);
      expect(read.body.turns).toHaveLength(2);
      expect(parseCounter.transcripts).toBe(before + 1);
      const [row] = await t.testDb.handle.db
        .select({ normalized: reportTranscripts.normalized })
        .from(reportTranscripts)
        .where(eq(reportTranscripts.reportId, id));
      expect(JSON.parse(row!.normalized!)).toMatchObject({ wordCount: 19, hasSpeakers: true });
      // Read again, by the reader and the creator: no second parse.
      expect((await reader.get(`/reports/${id}/transcript`)).status).toBe(200);
      expect((await creator.get(`/creator/reports/${id}`)).body.transcript.wordCount).toBe(19);
      expect(parseCounter.transcripts).toBe(before + 1);
    },
    slow,
  );

  // On PGlite the database itself runs on the request thread, so storing a long transcript is a wait of
  // its own there (ADR 166); on PostgreSQL what is left on the request thread is the parse's hand-off.
  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'keeps the request thread free while a long transcript is parsed',
    async () => {
      // Close to the most words a transcript may hold (ADR 207).
      const content = longTranscript(limits.transcriptMaxWords - 5000);
      // The parse's own time, on this thread: what a request would wait with the parse on the request thread.
      const parseStarted = performance.now();
      parseTranscript(content, 'text');
      const parseMs = performance.now() - parseStarted;
      // The server runs in this process: the longest gap between timer ticks while the paste is served is
      // the longest time any request had to wait for the request thread.
      let last = performance.now();
      let longestGap = 0;
      const ticker = setInterval(() => {
        const tick = performance.now();
        longestGap = Math.max(longestGap, tick - last);
        last = tick;
      }, 1);
      let healthy = 0;
      let done = false;
      const posting = creator
        .post('/creator/reports', { episode, transcript: { content } })
        .finally(() => (done = true));
      while (!done) {
        const health = await fetch(`${t.baseUrl}/api/health`);
        expect(health.status).toBe(200);
        await health.arrayBuffer();
        healthy += 1;
      }
      clearInterval(ticker);
      expect((await posting).status).toBe(201);
      expect(healthy).toBeGreaterThanOrEqual(2);
      expect(longestGap).toBeLessThan(parseMs / 2);
    },
    slow,
  );
});

describe('the parse budget', () => {
  let tight: TestApp;
  let ana: TestClient;
  let feeds: FeedServer;
  beforeAll(async () => {
    tight = await startTestApp({ env: { PARSE_TIME_BUDGET_MS: '1' } });
    ana = await signIn(tight, 'ana.budget@example.test', 'Ana Budget');
    feeds = await startFeedServer();
    expect((await ana.post('/creator/become')).status).toBe(200);
    expect((await ana.put('/creator/settings', { channelName: 'Tight Budget' })).status).toBe(200);
  }, slow);
  afterAll(async () => {
    await tight?.close();
    await feeds?.close();
  });

  it(
    'refuses a transcript that needs more than the budget with 422 transcript_too_complex and stores nothing',
    async () => {
      const countOf = async () =>
        (await tight.testDb.handle.db.select({ n: count() }).from(reportTranscripts))[0]!.n +
        (await tight.testDb.handle.db.select({ n: count() }).from(reports))[0]!.n;
      const before = await countOf();
      const res = await ana.post('/creator/reports', {
        episode,
        transcript: { content: longTranscript(40_000), format: 'text' },
      });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('transcript_too_complex');
      expect(res.body.error.message).toMatch(/too complex to read/);
      expect(await countOf()).toBe(before);
    },
    slow,
  );

  it(
    'reads a feed on the parse threads and refuses one past the budget in plain words',
    async () => {
      const items = Array.from({ length: 2000 }, (_, i) => ({ title: `Episode ${i}`, guid: `ep-${i}` }));
      feeds.serve('/long.xml', { contentType: 'application/rss+xml', body: buildFeed('Long Show', items) });
      const before = parseCounter.feeds;
      const res = await ana.post('/creator/feeds/preview', { url: feeds.url('/long.xml') });
      expect(parseCounter.feeds).toBe(before + 1);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('rss_invalid');
      expect(res.body.error.message).toMatch(/^The feed is too complex to read/);
    },
    slow,
  );
});
