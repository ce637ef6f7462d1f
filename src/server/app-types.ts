import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { JobQueue } from './jobs/job-queue';
import type { FileStorage } from './storage/file-storage';

/**
 * The lifecycle part of the job queue: buildApp starts the workers when the app is ready (ROLE all /
 * worker only) and stops them when it closes, so a graceful shutdown lets running jobs finish.
 */
export interface JobsRunner {
  /** Begin processing queued jobs in this process. */
  startWorkers(): Promise<void>;
  /** Stop taking new jobs, let running ones finish (bounded), release connections. Safe to call twice. */
  stop(): Promise<void>;
}

/** What every feature gets from the process: set once in buildApp, read through `app.deps`. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  /** Uploaded files: local directory or S3-compatible bucket (STORAGE_DRIVER). */
  storage: FileStorage;
  /** Background jobs (pg-boss): features define queues, send jobs and register workers. */
  jobs: JobQueue;
}

/** The Fastify instance with the zod type provider, as every route module receives it. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
