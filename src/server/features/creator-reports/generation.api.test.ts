import { eq } from 'drizzle-orm';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { reports } from '../../db/schema';
import { summarizeExtractive } from '../../summarizer/extractive-summarizer';
import { moneyMonologue } from '../../summarizer/samples/money-monologue';
import { rooftopBees } from '../../summarizer/samples/rooftop-bees';
import { signIn, type TestClient } from '../../testing/sign-in';
import { parseTranscript } from '../../transcripts/parse-transcript';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { queuedJobs } from '../../testing/queued-jobs';
import { createTestDatabase, testDatabaseKind } from '../../testing/test-database';
import { waitFor } from '../../testing/wait-for';
import { GENERATION_FAILED_QUEUE, GENERATION_QUEUE } from './generation-queue';

let t: TestApp;
let maya: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  maya = await signIn(t, 'maya.generation@example.test', 'Maya Generation');
  await maya.post('/creator/become');
  await maya.put('/creator/settings', { channelName: 'Small Acres' });
});
afterAll(async () => {
  await t?.close();
});

const episode = { title: 'Bees on the roof', durationSeconds: 660 };

async function addEpisode(client: TestClient, content = rooftopBees, title = episode.title) {
  const res = await client.post('/creator/reports', {
    episode: { ...episode, title },
    transcript: { content },
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** Polls the report until generation has settled (ready or failed). */
function settled(client: TestClient, id: string) {
  return waitFor(
    async () => {
      const res = await client.get(`/creator/reports/${id}`);
      return res.body.status === 'ready' || res.body.status === 'failed' ? res.body : undefined;
    },
    { what: `report ${id} to finish generating`, timeoutMs: 20_000 },
  );
}

describe('generating a report with the built-in summarizer', () => {
  it('goes generating → ready with the summary, 3–7 key learnings, chapters and reading time', async () => {
    const id = await addEpisode(maya);
    const started = await maya.post(`/creator/reports/${id}/generate`);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'generating', generation: { progress: 0, error: null } });

    const report = await settled(maya, id);
    expect(report).toMatchObject({
      status: 'ready',
      title: 'Bees on the roof',
      generation: { provider: 'extractive', progress: 100, error: null },
    });
    const words = report.summary.split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(150);
    expect(words).toBeLessThanOrEqual(400);
    expect(report.keyLearnings.length).toBeGreaterThanOrEqual(3);
    expect(report.keyLearnings.length).toBeLessThanOrEqual(7);
    expect(report.chapters.length).toBeGreaterThanOrEqual(2);
    expect(report.quotes.length).toBeGreaterThan(0);
    expect(report.readingTimeSeconds).toBeGreaterThan(0);
  });

  it('keeps a title the creator wrote, and can generate a ready report again', async () => {
    const id = await addEpisode(maya, moneyMonologue, 'Rainy days');
    await maya.patch(`/creator/reports/${id}`, { title: 'My own headline' });
    await maya.post(`/creator/reports/${id}/generate`);
    const first = await settled(maya, id);
    expect(first.title).toBe('My own headline');
    const again = await maya.post(`/creator/reports/${id}/generate`);
    expect(again.body.status).toBe('generating');
    const second = await settled(maya, id);
    expect(second.summary).toBe(first.summary); // deterministic
  });

  it('fails with a clear message when the transcript is too short, and succeeds once it is replaced', async () => {
    const id = await addEpisode(maya, 'Hello there. This is short. Thanks for listening.');
    await maya.post(`/creator/reports/${id}/generate`);
    const failed = await settled(maya, id);
    expect(failed).toMatchObject({
      status: 'failed',
      generation: {
        progress: 0,
        error:
          'The transcript is too short to summarize: it needs at least a few full sentences (about 100 words).',
      },
    });
    await maya.patch(`/creator/reports/${id}`, { transcript: { content: rooftopBees } });
    await maya.post(`/creator/reports/${id}/generate`);
    expect(await settled(maya, id)).toMatchObject({ status: 'ready', generation: { error: null } });
  });

  it('cuts the summary into the chapters the creator gave in the feed', async () => {
    const chapters = [
      { title: 'Why roofs', startSeconds: 0 },
      { title: 'Honey and the city', startSeconds: 400 },
    ];
    const expected = summarizeExtractive({
      turns: parseTranscript(rooftopBees, 'text').turns,
      episodeTitle: episode.title,
      chapters,
    });
    const own = summarizeExtractive({
      turns: parseTranscript(rooftopBees, 'text').turns,
      episodeTitle: episode.title,
    });
    expect(expected.summary).not.toBe(own.summary);
    const id = await addEpisode(maya);
    await t.testDb.handle.db.update(reports).set({ feedChapters: chapters }).where(eq(reports.id, id));
    await maya.post(`/creator/reports/${id}/generate`);
    expect((await settled(maya, id)).summary).toBe(expected.summary);
  });

  it("opens the summary with the episode's show notes and names its guests from the feed", async () => {
    const id = await addEpisode(maya);
    await t.testDb.handle.db
      .update(reports)
      .set({
        episodeDescription:
          'Idris Okafor explains why city rooftops suit honeybees.\nSubscribe at example.com.',
        episodePersons: [
          { name: 'Nora Vance', role: 'host' },
          { name: 'Ann Lee', role: 'guest' },
        ],
      })
      .where(eq(reports.id, id));
    await maya.post(`/creator/reports/${id}/generate`);
    const ready = await settled(maya, id);
    expect(ready.summary.split('\n\n')[0]).toBe(
      'Idris Okafor explains why city rooftops suit honeybees. The guest is Ann Lee.',
    );
    expect(ready.generation.provider).toBe('extractive');
  });

  it('marks a report failed when its job fails for good outside the handler (dead letter)', async () => {
    const id = await addEpisode(maya);
    await t.testDb.handle.db
      .update(reports)
      .set({ status: 'generating', generationError: 'Endpoint down. Retrying…' })
      .where(eq(reports.id, id));
    await t.app.deps.jobs.send(GENERATION_FAILED_QUEUE, { reportId: id });
    const failed = await settled(maya, id);
    expect(failed.generation.error).toBe('Endpoint down.');
  });

  it('ignores a job whose report was deleted', async () => {
    const id = await addEpisode(maya);
    await maya.delete(`/creator/reports/${id}`);
    await t.app.deps.jobs.send(GENERATION_QUEUE, { reportId: id });
    const other = await addEpisode(maya);
    await maya.post(`/creator/reports/${other}/generate`);
    expect((await settled(maya, other)).status).toBe('ready'); // the queue kept working
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe(`a queued generation survives a restart (${testDatabaseKind()})`, () => {
  it('is worked by the next process that starts on the same database', async () => {
    const testDb = await createTestDatabase();
    try {
      // First process: API only (ROLE=api), so the job is queued and nobody works it.
      const port = await freePort();
      const config = loadConfig({
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: `http://localhost:${port}`,
        LOG_LEVEL: 'silent',
        ROLE: 'api',
        RATE_LIMIT_PER_MINUTE: '100000',
      });
      const api = await buildApp({ config, database: testDb.handle, logger: false });
      await api.listen({ host: '127.0.0.1', port });
      const first: TestApp = {
        app: api,
        config,
        baseUrl: `http://localhost:${port}`,
        clock: api.deps.clock,
        testDb,
        close: async () => undefined,
      };
      const ana = await signIn(first, 'ana.restart@example.test', 'Ana Restart');
      await ana.post('/creator/become');
      const id = (await ana.post('/creator/reports', { episode, transcript: { content: rooftopBees } })).body
        .id as string;
      // Two clicks at once: only one starts a job (nobody works it yet, so the race is only theirs).
      const clicks = await Promise.all([
        ana.post(`/creator/reports/${id}/generate`),
        ana.post(`/creator/reports/${id}/generate`),
      ]);
      expect(clicks.map((c) => c.status).sort()).toEqual([200, 422]);
      expect(clicks.find((c) => c.status === 200)?.body.status).toBe('generating');
      // Nobody works jobs in the api role: the one job waits unclaimed, and the report keeps generating.
      const jobs = await queuedJobs(testDb.handle.db, GENERATION_QUEUE);
      expect(jobs.map(({ state, started, data }) => ({ state, started, data }))).toEqual([
        { state: 'created', started: false, data: { reportId: id } },
      ]);
      const [queued] = await testDb.handle.db.select().from(reports).where(eq(reports.id, id));
      expect(queued?.status).toBe('generating');
      await api.close();

      // Second process: a worker on the same database picks the job up.
      const workerConfig = loadConfig({ NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'silent', ROLE: 'worker' });
      const worker = await buildApp({ config: workerConfig, database: testDb.handle, logger: false });
      await worker.ready();
      try {
        const done = await waitFor(
          async () => {
            const [current] = await testDb.handle.db.select().from(reports).where(eq(reports.id, id));
            return current?.status === 'ready' ? current : undefined;
          },
          { what: 'the worker to generate the report', timeoutMs: 20_000 },
        );
        expect(done.generationProvider).toBe('extractive');
      } finally {
        await worker.close();
      }
    } finally {
      await testDb.destroy();
    }
  }, 60_000);
});
