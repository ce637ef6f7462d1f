import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema';
import { GENERATION_QUEUE } from '../../features/creator-reports/generation-queue';
import { JOBS_SCHEMA } from '../../jobs/pg-boss-queue';
import { rooftopBees } from '../../summarizer/samples/rooftop-bees';
import { startFakeLlm, type FakeLlm } from '../fake-llm';
import { signIn, type TestClient } from '../sign-in';
import { waitFor } from '../wait-for';
import { asTestApp, createFaultWorld, postgresMissing, skipMessage, type FaultWorld } from './fault-fixture';

/**
 * A worker process (ROLE=worker) is killed with SIGKILL while it generates a report (its language-model
 * request is still open). The job must not stay stuck: once a worker runs again, the job is retried and
 * the report reaches a final state.
 */

if (postgresMissing) console.warn(skipMessage);

let world: FaultWorld;
let llm: FakeLlm;
let creator: TestClient;

const workerEnv = () => ({
  LLM_BASE_URL: llm.baseUrl,
  LLM_MODEL: 'fake-model',
  LLM_API_KEY: 'sk-fake',
  // Long enough that the first attempt is still waiting for the model when it is killed.
  LLM_TIMEOUT_MS: '120000',
});

beforeAll(async () => {
  if (postgresMissing) return;
  llm = await startFakeLlm();
  world = await createFaultWorld();
  await world.start({ role: 'api', env: workerEnv() });
  creator = await signIn(asTestApp(world.baseUrl), 'fault-creator@faults.test', 'Fault Creator');
  expect((await creator.post('/creator/become')).status).toBe(200);
});
afterAll(async () => {
  await world?.destroy();
  await llm?.close();
});

interface JobRow {
  state: string;
  retry_count: number;
}

async function jobsOf(reportId: string): Promise<JobRow[]> {
  const result = await world.direct.db.execute(
    sql.raw(
      `select state, retry_count from ${JOBS_SCHEMA}.job where name = '${GENERATION_QUEUE}' and data->>'reportId' = '${reportId}'`,
    ),
  );
  return (result as unknown as { rows: JobRow[] }).rows;
}

describe.skipIf(Boolean(postgresMissing))('a worker killed mid-generation', () => {
  it('leaves the job to be retried, and the report is generated after the restart', async () => {
    const created = await creator.post('/creator/reports', {
      episode: { title: 'Bees on the roof', durationSeconds: 660 },
      transcript: { content: rooftopBees },
    });
    expect(created.status).toBe(201);
    const reportId = created.body.id as string;

    // The first model request hangs (as a slow model would); later ones are answered at once.
    llm.enqueue({ delayMs: 60_000, content: 'never delivered' });
    const worker = await world.start({ role: 'worker', env: workerEnv() });
    expect((await creator.post(`/creator/reports/${reportId}/generate`)).status).toBe(200);

    // The worker-only process really works jobs: it took this one and is waiting for the model.
    await waitFor(() => llm.requests.length >= 1, {
      what: 'the worker to call the model',
      timeoutMs: 20_000,
    });
    expect((await jobsOf(reportId)).map((j) => j.state)).toEqual(['active']);

    await worker.kill('SIGKILL');
    const killedAt = Date.now();
    const [stuck] = await world.direct.db.select().from(reports).where(eq(reports.id, reportId));
    expect(stuck?.status).toBe('generating');

    const second = await world.start({ role: 'worker', env: workerEnv() });
    const done = await waitFor(
      async () => {
        const [row] = await world.direct.db.select().from(reports).where(eq(reports.id, reportId));
        return row && (row.status === 'ready' || row.status === 'failed') ? row : undefined;
      },
      { what: 'the report to reach a final state after the restart', timeoutMs: 75_000, intervalMs: 500 },
    ).catch(async (error: unknown) => {
      throw new Error(
        `${String(error)}\njobs: ${JSON.stringify(await jobsOf(reportId))}\nworker log:\n${second.log()}`,
      );
    });
    console.info(
      `worker kill: report ${done.status} ${Date.now() - killedAt} ms after the worker was killed`,
    );

    expect(done.status).toBe('ready');
    expect(done.generationProvider).toBe('openai-compatible:fake-model');
    expect(llm.requests.length).toBeGreaterThanOrEqual(2);
    const jobs = await jobsOf(reportId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ state: 'completed' });
    expect(jobs[0]!.retry_count).toBeGreaterThanOrEqual(1);
  });
});
