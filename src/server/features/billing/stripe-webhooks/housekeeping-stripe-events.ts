import { and, asc, isNull, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../app-types';
import type { HousekeepingJob } from '../../../jobs/housekeeping-jobs';
import { stripeEvents } from '../../../db/schema';

/**
 * The queue that works one stored Stripe event (ADR 214). Its name, payload and key live here, beside the
 * sweep that sends it again; the webhook handler defines the queue and its worker.
 */
export const STRIPE_EVENT_QUEUE = 'stripe-event';

export interface StripeEventJob {
  eventId: string;
}

/** One queued job per event at a time: the webhook and the sweep never run the same event twice at once. */
export const stripeEventJobKey = (eventId: string) => `stripe-event:${eventId}`;

/** An event stored this long ago and still not processed was lost between storing and queueing. */
const lostAfterMs = 60_000;
/** Past this many failed attempts an event waits for an operator (its last_error says why). */
const maxAttempts = 20;
/** Events queued again per sweep; the next minute takes the rest. */
const batchSize = 500;

/**
 * Queues again every stored event that is not processed a minute after it arrived: the process died
 * between the insert and the send, or the job used up its retries. Safe to run anywhere at any time: the
 * singleton key suppresses an event whose job is still queued or being retried, and the worker skips an
 * event already processed.
 */
export async function requeueUnprocessedStripeEvents(
  deps: Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'config'>,
): Promise<number> {
  if (!deps.config.payments.enabled) return 0;
  const before = new Date(deps.clock.now().getTime() - lostAfterMs);
  const rows = await deps.db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(
      and(
        isNull(stripeEvents.processedAt),
        lt(stripeEvents.receivedAt, before),
        sql`${stripeEvents.attempts} < ${maxAttempts}`,
      ),
    )
    .orderBy(asc(stripeEvents.receivedAt))
    .limit(batchSize);
  let queued = 0;
  for (const row of rows) {
    const id = await deps.jobs.send<StripeEventJob>(
      STRIPE_EVENT_QUEUE,
      { eventId: row.id },
      { singletonKey: stripeEventJobKey(row.id) },
    );
    if (id) queued += 1;
  }
  return queued;
}

/**
 * Stripe events stored but not worked a minute later (a crash between storing and queueing, retries used
 * up) are queued again (ADR 214). Nothing to find with payments off.
 */
export const stripeEventsHousekeepingJob: HousekeepingJob = {
  queue: 'housekeeping-stripe-events',
  cron: '* * * * *',
  run: (deps) => requeueUnprocessedStripeEvents(deps),
};
