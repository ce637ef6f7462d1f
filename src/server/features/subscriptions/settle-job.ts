import type { HousekeepingJob } from '../../jobs/housekeeping-jobs';
import { settleStaleSubscriptions } from './service';

/**
 * Reads compute a subscription's effective state; this writes due roll-overs and expiries back every hour
 * so stored rows stay right for reporting (a scheduled job in the job-working roles, ADR 071).
 */
export const subscriptionsSettleJob: HousekeepingJob = {
  queue: 'subscriptions-settle',
  cron: '7 * * * *',
  run: (deps) => settleStaleSubscriptions(deps),
};
