import type { HousekeepingJob } from '../../jobs/housekeeping-jobs';
import { deleteExpiredGrants } from './repository';

/**
 * Every hour, as a scheduled job in the job-working roles (ADR 071): codes and refresh tokens past their
 * expiry are deleted (a code lives minutes, an unused refresh token 30 days, ADR 189; a spent one is kept
 * 30 days to know a replay, and so is the mark of a grant a replay ended, ADR 224). Registered clients
 * stay: an installed application may come back to them at any time.
 */
export const oauthHousekeepingJob: HousekeepingJob = {
  queue: 'housekeeping-oauth',
  cron: '23 * * * *',
  run: async (deps) => {
    await deleteExpiredGrants(deps.db, deps.clock.now());
  },
};
