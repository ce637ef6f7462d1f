import type { AppDeps } from '../../app-types';
import type { HousekeepingJob } from '../../jobs/housekeeping-jobs';
import { deleteDeadSessions } from '../../auth/session-repository';
import { deleteExpiredLoginTransactions } from './repository';

/** How long ended rows are kept (for support questions) before they are deleted. */
const KEEP_ENDED_MS = 24 * 60 * 60_000;

/**
 * Deletes what can never be used again: login transactions already used, or abandoned a day ago, and
 * sessions past their absolute lifetime or revoked a day ago. Safe to run from every process.
 */
export async function deleteExpiredAuthRows(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<void> {
  const before = new Date(deps.clock.now().getTime() - KEEP_ENDED_MS);
  await deleteExpiredLoginTransactions(deps.db, before);
  await deleteDeadSessions(deps.db, before);
}

/** Every ten minutes, as a scheduled job in the job-working roles (ADR 071). */
export const authHousekeepingJob: HousekeepingJob = {
  queue: 'housekeeping-auth',
  cron: '*/10 * * * *',
  run: (deps) => deleteExpiredAuthRows(deps),
};
