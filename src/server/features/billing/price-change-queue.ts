import type { Config } from '../../config';
import type { JobQueue } from '../../jobs/job-queue';

/**
 * The queues of a channel price change (ADR 213). The creator area queues the notice when a price is
 * saved, through billing's public face (index.ts, ADR 238); price-changes/ works both queues.
 */

/** A creator saved a new price: mail each paying subscriber and schedule their switch. */
export const PRICE_CHANGE_NOTICE_QUEUE = 'price-change-notice';
/** One subscription's switch to the new price, just before the renewal the mail named. */
export const PRICE_CHANGE_APPLY_QUEUE = 'price-change-apply';

export interface PriceChangeNoticeJob {
  creatorId: string;
  /** The new monthly price in cents. */
  amount: number;
  /** Lower case, as Stripe writes it (CURRENCY). */
  currency: string;
}

export interface PriceChangeApplyJob {
  /** Our subscription row. */
  subscriptionId: string;
  /** The Stripe price the subscription's item moves to. */
  stripePriceId: string;
}

/**
 * Queues the notice of a price the creator just saved. Call it after the save committed (the queue has
 * its own connection). Does nothing in the free beta: nobody pays, so nobody is told.
 */
export async function queuePriceChangeNotice(
  deps: { jobs: JobQueue; config: Pick<Config, 'payments'> },
  creatorId: string,
  amount: number,
): Promise<void> {
  const { payments } = deps.config;
  if (!payments.enabled) return;
  const currency = payments.currency;
  await deps.jobs.send<PriceChangeNoticeJob>(
    PRICE_CHANGE_NOTICE_QUEUE,
    { creatorId, amount, currency },
    { singletonKey: `price-change:${creatorId}:${amount}:${currency}` },
  );
}
