import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../testing/test-database';
import { queuedJobs } from '../testing/queued-jobs';
import { waitFor } from '../testing/wait-for';
import type { Config } from '../config';
import type { JobContext, JobQueue } from './job-queue';
import { createJobQueue } from './pg-boss-queue';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

let testDb: TestDatabase;
const queues: JobQueue[] = [];

function configFor(role: Config['role']): Pick<Config, 'role' | 'database'> {
  const handle = testDb.handle;
  if (handle.kind === 'pglite') return { role, database: { kind: 'pglite', dataDir: 'memory://' } };
  // The test database's own URL: the pool knows it, pg-boss opens a small pool of its own on it.
  const options = (handle.pool as unknown as { options: { connectionString: string } }).options;
  return { role, database: { kind: 'postgres', url: options.connectionString, poolSize: 2 } };
}

async function open(role: Config['role']): Promise<JobQueue> {
  const queue = await createJobQueue({
    config: configFor(role),
    database: testDb.handle,
    log: quiet,
    stopTimeoutMs: 1000,
  });
  queues.push(queue);
  return queue;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await testDb.destroy();
});

describe(`job queue on ${testDatabaseKind()}`, () => {
  it('works a sent job once the workers start, with its data', async () => {
    const queue = await open('all');
    await queue.define('test-echo', { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 });
    const seen: unknown[] = [];
    await queue.work<{ n: number }>('test-echo', async (data) => {
      seen.push(data);
    });
    const id = await queue.send('test-echo', { n: 1 });
    // Registered but not started: the job waits in its table, never claimed by a worker.
    expect(await queuedJobs(testDb.handle.db, 'test-echo')).toEqual([
      { id, state: 'created', started: false, data: { n: 1 } },
    ]);
    expect(seen).toEqual([]);
    await queue.startWorkers();
    await waitFor(() => seen.length === 1, { what: 'the job to run' });
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('retries a failing job and tells the handler which attempt is the last', async () => {
    const queue = await open('all');
    await queue.define('test-retry', { retryLimit: 1, retryDelaySeconds: 1, expireInSeconds: 60 });
    const attempts: Pick<JobContext, 'retryCount' | 'isLastAttempt'>[] = [];
    await queue.work('test-retry', async (_data, job) => {
      attempts.push({ retryCount: job.retryCount, isLastAttempt: job.isLastAttempt });
      if (job.retryCount === 0) throw new Error('transient');
    });
    await queue.startWorkers();
    await queue.send('test-retry', {});
    await waitFor(() => attempts.length === 2, { what: 'the retry' });
    expect(attempts).toEqual([
      { retryCount: 0, isLastAttempt: false },
      { retryCount: 1, isLastAttempt: true },
    ]);
  });

  it('hands a job that failed for good to its dead-letter queue', async () => {
    const queue = await open('all');
    await queue.define('test-dead', { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 });
    await queue.define('test-failing', {
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      deadLetter: 'test-dead',
    });
    const dead: unknown[] = [];
    await queue.work('test-failing', async () => {
      throw new Error('permanent');
    });
    await queue.work('test-dead', async (data) => {
      dead.push(data);
    });
    await queue.startWorkers();
    await queue.send('test-failing', { reportId: 'r1' });
    await waitFor(() => dead.length === 1, { what: 'the dead letter' });
    expect(dead).toEqual([{ reportId: 'r1' }]);
  });

  it('only sends in the api role: another process works the job', async () => {
    const api = await open('api');
    await api.define('test-roles', { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 });
    const byApi: unknown[] = [];
    await api.work('test-roles', async (data) => {
      byApi.push(data);
    });
    await api.startWorkers();
    expect(api.works).toBe(false);
    await api.send('test-roles', { from: 'api' });

    const worker = await open('worker');
    await worker.define('test-roles', { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 });
    const byWorker: unknown[] = [];
    await worker.work('test-roles', async (data) => {
      byWorker.push(data);
    });
    await worker.startWorkers();
    await waitFor(() => byWorker.length === 1, { what: 'the worker to take the job' });
    expect(byApi).toEqual([]);
    expect(byWorker).toEqual([{ from: 'api' }]);
  });

  it('refuses a queue that was never defined', async () => {
    const queue = await open('all');
    await expect(queue.send('test-undefined', {})).rejects.toThrow(/before it is defined/);
  });
});
