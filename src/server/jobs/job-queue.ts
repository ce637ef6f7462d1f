/**
 * The background-job seam every feature uses. pg-boss sits behind it (see pg-boss-queue.ts), so features
 * never import pg-boss and a test can read what a job did through the database alone.
 */

/**
 * The lifecycle part of the job queue: buildApp starts the workers when the app is ready (ROLE all /
 * worker only) and stops them when it closes, so a graceful shutdown lets running jobs finish.
 */
interface JobsRunner {
  /** Begin processing queued jobs in this process. */
  startWorkers(): Promise<void>;
  /** Stop taking new jobs, let running ones finish (bounded), release connections. Safe to call twice. */
  stop(): Promise<void>;
}

/** How a queue treats its jobs. Declared once per queue with `define`, before sending or working. */
export interface QueueDefinition {
  /** Attempts after the first one when the handler throws. */
  retryLimit: number;
  /** Seconds before the first retry; doubled per attempt when `retryBackoff` is on. */
  retryDelaySeconds: number;
  retryBackoff?: boolean;
  /** A job running longer than this is treated as failed (and retried). */
  expireInSeconds: number;
  /**
   * A running job proves it is alive this often; a job whose process died (crash, restart) is failed
   * and retried after about this long instead of waiting out `expireInSeconds`.
   */
  heartbeatSeconds?: number;
  /** Queue that receives a job's data once it has failed for good (its retries are used up). */
  deadLetter?: string;
}

export interface SendJobOptions {
  /** At most one queued job with this key at a time (a second send returns null). */
  singletonKey?: string;
  /** Seconds to wait before the job may start. */
  startAfterSeconds?: number;
}

/** What a handler knows about the attempt it runs. */
export interface JobContext {
  id: string;
  /** 0 on the first attempt, 1 on the first retry, … */
  retryCount: number;
  retryLimit: number;
  /** Whether a throw now fails the job for good. */
  isLastAttempt: boolean;
  /** Aborted when the queue stops or the job's claim is lost. */
  signal: AbortSignal;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export interface JobQueue extends JobsRunner {
  /** Creates (or updates) a queue. Safe to call at every start. */
  define(name: string, definition: QueueDefinition): Promise<void>;
  /** Enqueues a job; resolves with its id, or null when a singleton key suppressed it. */
  send<T extends object>(name: string, data: T, options?: SendJobOptions): Promise<string | null>;
  /**
   * Registers the handler of a queue. Jobs are worked once `startWorkers()` ran (buildApp does it when
   * the app is ready) and only in the `worker` and `all` roles; in the `api` role other processes work
   * them, so features register unconditionally.
   */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /**
   * Sends a job to a defined queue on a cron expression (UTC): one job per occurrence across all
   * processes, not one per process. Only job-working processes keep the schedule (ROLE api does
   * nothing here and runs no timers); the schedule is a row, so registering it at every start is safe.
   */
  schedule(name: string, cron: string): Promise<void>;
  /** Whether this process works jobs (ROLE worker or all). */
  readonly works: boolean;
}
