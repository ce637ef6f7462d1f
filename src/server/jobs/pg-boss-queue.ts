import { fromPglite, PgBoss, type ConstructorOptions, type JobWithMetadata } from 'pg-boss';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { JobHandler, JobQueue, QueueDefinition, SendJobOptions } from './job-queue';

/** The pg-boss tables live in their own schema, apart from the application's tables and migrations. */
export const JOBS_SCHEMA = 'pgboss';

interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface CreateJobQueueOptions {
  config: Pick<Config, 'role' | 'database'>;
  database: DatabaseHandle;
  log: JobLogger;
  /** How long `stop()` lets running jobs finish before abandoning them (they are retried later). */
  stopTimeoutMs?: number;
}

/**
 * pg-boss in the application's own database: the PostgreSQL server through a small pool of its own
 * (LISTEN/NOTIFY needs a pinned connection), or the one in-process PGlite through pg-boss's PGlite
 * adapter. Jobs are rows, so they survive a restart, and any number of worker processes share them.
 */
export async function createJobQueue(options: CreateJobQueueOptions): Promise<JobQueue> {
  const { config, database, log } = options;
  const common: ConstructorOptions = {
    schema: JOBS_SCHEMA,
    useListenNotify: true,
    persistWarnings: false,
    // Supervision is what fails a job whose worker died (its heartbeat stopped). At pg-boss's default of a
    // minute, such a job sat `active` for up to heartbeatSeconds + 60 s; every 10 s keeps the promise in
    // job-queue.ts ("retried after about heartbeatSeconds"). One process per pass does the work (the
    // queue row is claimed), and our job tables are small.
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
  };
  const works = config.role !== 'api';
  if (!works) {
    // An API-only process sends jobs and nothing else: maintenance, the cron clock and the LISTEN
    // connection that wakes workers belong to the processes that work jobs, so it arms no timers.
    Object.assign(common, { supervise: false, schedule: false, useListenNotify: false });
  }
  let bossOptions: ConstructorOptions;
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('The PGlite database handle has no PGlite instance');
    bossOptions = { ...common, db: fromPglite(database.pglite), backend: 'pglite' };
  } else {
    // The pool's own address: the database the application really uses, whatever the configuration says.
    const connectionString =
      database.pool?.options.connectionString ??
      (config.database.kind === 'postgres' ? config.database.url : undefined);
    if (!connectionString)
      throw new Error('The PostgreSQL database handle has no connection string for the job queue');
    bossOptions = { ...common, connectionString, max: 4, application_name: 'podbrief-jobs' };
  }

  const boss = new PgBoss(bossOptions);
  // pg-boss reports background failures (maintenance, polling) as events; an unhandled 'error' event
  // would end the process, and a lost poll is retried on the next tick anyway.
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  await boss.start();

  const definitions = new Map<string, QueueDefinition>();
  const handlers = new Map<string, JobHandler<object>>();
  let workersStarted = false;
  let stopped = false;

  const startWorker = async (name: string, handler: JobHandler<object>) => {
    await boss.work(
      name,
      {
        includeMetadata: true,
        batchSize: 1,
        pollingIntervalSeconds: 1,
        // NOTIFY wakes a worker for new jobs only; retries become due silently, so the backstop poll
        // must stay short or a retry would wait the 30 s default.
        notifyPollingIntervalSeconds: 2,
      },
      async (jobs: JobWithMetadata<object>[]) => {
        for (const job of jobs) {
          try {
            await handler(job.data, {
              id: job.id,
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
              isLastAttempt: job.retryCount >= job.retryLimit,
              signal: job.signal,
            });
          } catch (error) {
            log.warn(
              { err: error, queue: name, jobId: job.id, retryCount: job.retryCount },
              'job attempt failed',
            );
            throw error;
          }
        }
      },
    );
  };

  return {
    works,

    async define(name, definition) {
      const queueOptions = {
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: definition.retryBackoff ?? false,
        expireInSeconds: definition.expireInSeconds,
        notify: true,
        ...(definition.heartbeatSeconds ? { heartbeatSeconds: definition.heartbeatSeconds } : {}),
        ...(definition.deadLetter ? { deadLetter: definition.deadLetter } : {}),
      };
      // createQueue leaves an existing queue alone; updateQueue then applies today's settings to it.
      await boss.createQueue(name, queueOptions);
      const { notify: _notify, ...updatable } = queueOptions;
      await boss.updateQueue(name, updatable);
      definitions.set(name, definition);
    },

    async send(name, data, sendOptions: SendJobOptions = {}) {
      if (!definitions.has(name)) throw new Error(`Job queue "${name}" is used before it is defined`);
      return boss.send(name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
    },

    async schedule(name, cron) {
      if (!definitions.has(name)) throw new Error(`Job queue "${name}" is scheduled before it is defined`);
      if (!works) return;
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },

    async work<T extends object>(name: string, handler: JobHandler<T>) {
      if (!definitions.has(name)) throw new Error(`Job queue "${name}" is worked before it is defined`);
      if (handlers.has(name)) throw new Error(`Job queue "${name}" already has a handler`);
      handlers.set(name, handler as JobHandler<object>);
      if (workersStarted) await startWorker(name, handler as JobHandler<object>);
    },

    async startWorkers() {
      if (!works || workersStarted || stopped) return;
      workersStarted = true;
      for (const [name, handler] of handlers) await startWorker(name, handler);
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 5000 });
    },
  };
}
