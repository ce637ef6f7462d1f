import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { JobQueue } from './jobs/job-queue';
import type { FileStorage } from './storage/file-storage';

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
  /**
   * The one Stripe client of the process (ADR 210, 213), or null when payments are off (the free beta):
   * every payment feature checks for it and answers 404 `payments_disabled` without it.
   */
  stripe: Stripe | null;
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
