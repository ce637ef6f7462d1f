import type { AppDeps } from '../app-types';
import { deleteExpiredWindows } from '../plugins/rate-limit-store';
import { removeOrphanFiles } from '../storage/orphan-files';

export interface HousekeepingJob {
  queue: string;
  /** Cron expression in UTC. */
  cron: string;
  run(deps: AppDeps): Promise<unknown>;
}

/**
 * Tidying that keeps tables small. Each is a pg-boss scheduled job: one run per occurrence across all
 * processes, worked in the worker role (or `all`), so an API process arms no timers for it and N API
 * processes do not repeat the same delete N times. These are the platform's own; areas bring theirs
 * (auth, subscriptions, billing's Stripe events) and so does the local Google emulator, and `buildApp`
 * registers the whole list.
 */
export const platformHousekeepingJobs: readonly HousekeepingJob[] = [
  // Ended rate-limit windows: their keys start afresh on the next hit anyway.
  {
    queue: 'housekeeping-rate-limits',
    cron: '*/10 * * * *',
    run: (deps) => deleteExpiredWindows(deps.db, deps.clock.now()),
  },
  // Stored files no row points at (a failed or raced upload, a report deleted mid-replacement), once
  // they are older than a day, so an upload in progress is never touched.
  {
    queue: 'housekeeping-orphan-files',
    cron: '17 3 * * *',
    run: (deps) => removeOrphanFiles(deps),
  },
];

/** Declares the housekeeping queues, their workers and their schedules. */
export async function registerHousekeepingJobs(
  deps: AppDeps,
  jobs: readonly HousekeepingJob[],
): Promise<void> {
  for (const job of jobs) {
    // A missed run is harmless (the next one does the same work), so a failure is not retried.
    await deps.jobs.define(job.queue, { retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 10 * 60 });
    await deps.jobs.work(job.queue, async () => {
      await job.run(deps);
    });
    await deps.jobs.schedule(job.queue, job.cron);
  }
}
