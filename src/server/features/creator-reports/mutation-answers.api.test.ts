import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportTranscripts } from '../../db/schema';
import { rooftopBees } from '../../summarizer/samples/rooftop-bees';
import { withQueryLog } from '../../testing/query-log';
import { signIn, type TestClient } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { waitFor } from '../../testing/wait-for';
import { parseTranscript } from '../../transcripts/parse-transcript';

/** Every statement the app sent, through Drizzle's query logger on the real driver. */
const queries: string[] = [];
let t: TestApp;
let maya: TestClient;

beforeAll(async () => {
  t = await startTestApp({ database: (handle) => withQueryLog(handle, (sql) => queries.push(sql)) });
  maya = await signIn(t, 'maya.answers@example.test', 'Maya Answers');
  expect((await maya.post('/creator/become')).status).toBe(200);
  expect((await maya.put('/creator/settings', { channelName: 'Small Acres' })).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

/** A transcript with a character outside the BMP (two UTF-16 code units) and a long text to preview. */
const content = `${rooftopBees}\nMaya: Thank you for listening 🐝 and see you next week.`;

/** Statements that read a transcript's content or turns (up to 500,000 characters each). */
const transcriptReads = () =>
  queries.filter((sql) =>
    /^select\b[\s\S]*"(content|normalized)"[\s\S]*from "report_transcripts"/i.test(sql),
  );
/** Statements that read a report row as the studio shows it (not the mail a publish queues, say). */
const reportReads = () =>
  queries.filter((sql) => /^select\b[\s\S]*"generation_stage"[\s\S]*from "reports" where/i.test(sql));

async function create(): Promise<string> {
  const res = await maya.post('/creator/reports', {
    episode: { title: 'Bees on the roof', durationSeconds: 660 },
    transcript: { content },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

/** Runs one request with an empty query log and answers its response. */
async function logged<T>(request: () => Promise<T>): Promise<T> {
  queries.length = 0;
  return request();
}

describe("a report's transcript stats are stored when the transcript is written", () => {
  it('stores the length, word count and preview with the content, as the studio shows them', async () => {
    const id = await create();
    const [row] = await t.testDb.handle.db
      .select({
        characters: reportTranscripts.characters,
        wordCount: reportTranscripts.wordCount,
        preview: reportTranscripts.preview,
      })
      .from(reportTranscripts)
      .where(eq(reportTranscripts.reportId, id));
    const parsed = parseTranscript(content, 'text');
    expect(row).toEqual({
      characters: content.length,
      wordCount: parsed.wordCount,
      preview: [...parsed.text].slice(0, 3000).join(''),
    });
    const read = await logged(() => maya.get(`/creator/reports/${id}`));
    expect(read.body.transcript).toMatchObject(row!);
    expect(transcriptReads()).toEqual([]);
  });

  it('stores the stats of a replaced transcript and answers with them', async () => {
    const id = await create();
    const replaced = await logged(() =>
      maya.patch(`/creator/reports/${id}`, { transcript: { content: 'Idris: Stones keep them dry.' } }),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.transcript).toMatchObject({
      characters: 28,
      wordCount: 5,
      preview: 'Idris: Stones keep them dry.',
    });
    expect(transcriptReads()).toEqual([]);
    expect((await maya.get(`/creator/reports/${id}`)).body).toEqual(replaced.body);
  });

  it("fills the stats of rows stored before them (migration 0016's backfill) as the app writes them", async () => {
    const id = await create();
    const stats = {
      characters: reportTranscripts.characters,
      wordCount: reportTranscripts.wordCount,
      preview: reportTranscripts.preview,
    };
    const db = t.testDb.handle.db;
    const read = () => db.select(stats).from(reportTranscripts).where(eq(reportTranscripts.reportId, id));
    const written = await read();
    await db
      .update(reportTranscripts)
      .set({ characters: null, wordCount: null, preview: null })
      .where(eq(reportTranscripts.reportId, id));
    const migration = await readFile('migrations/0016_transcript_stats.sql', 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    await db.execute(sql.raw(backfill));
    expect(await read()).toEqual(written);
  });
});

describe('mutations answer from the row they wrote', () => {
  it('generate, edit, publish and unpublish never re-read the transcript, and answer as a fresh read', async () => {
    const id = await create();

    const started = await logged(() => maya.post(`/creator/reports/${id}/generate`));
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('generating');
    const ready = await waitFor(
      async () => {
        const res = await maya.get(`/creator/reports/${id}`);
        return res.body.status === 'ready' ? res.body : undefined;
      },
      { what: `report ${id} to be generated`, timeoutMs: 20_000 },
    );
    // The generation job reads the transcript once; the request to start it and the polls read none.
    expect(transcriptReads()).toHaveLength(1);
    expect(started.body.transcript).toEqual(ready.transcript);

    for (const [what, request] of [
      ['edit', () => maya.patch(`/creator/reports/${id}`, { title: 'Water for rooftop bees' })],
      ['publish', () => maya.post(`/creator/reports/${id}/publish`)],
      ['unpublish', () => maya.post(`/creator/reports/${id}/unpublish`)],
    ] as const) {
      const res = await logged(request);
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(transcriptReads(), what).toEqual([]);
      // The report is read once, to check the transition; the answer is the row the update returned.
      expect(reportReads(), what).toHaveLength(1);
      expect((await maya.get(`/creator/reports/${id}`)).body, what).toEqual(res.body);
    }
  });
});
