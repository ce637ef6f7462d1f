import type { AppDeps } from '../../../app-types';
import { checkDueFeeds } from './service';

/** The schedule of connected feed checks. */
const FEED_CHECK_TICK_QUEUE = 'feed-connections-tick';

interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

/**
 * Every minute one worker checks the connections that are due (each at most every 15 minutes, later
 * after failures). A missed tick is harmless: the next one finds the same rows due.
 */
export async function registerFeedConnectionJobs(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'jobs'>,
  log: Logger,
): Promise<void> {
  await deps.jobs.define(FEED_CHECK_TICK_QUEUE, {
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 10 * 60,
  });
  await deps.jobs.work(FEED_CHECK_TICK_QUEUE, async () => {
    const checked = await checkDueFeeds(deps, log);
    if (checked > 0) log.info({ checked }, 'connected feeds checked');
  });
  await deps.jobs.schedule(FEED_CHECK_TICK_QUEUE, '* * * * *');
}
