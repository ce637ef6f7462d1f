import type { AppDeps } from '../../../app-types';
import { queuePriceChangeMail } from '../../mail';
import { ensureChannelPrice } from '../channel-price';
import { findChannelPrice } from '../channel-price-repository';
import {
  PRICE_CHANGE_APPLY_QUEUE,
  PRICE_CHANGE_NOTICE_QUEUE,
  type PriceChangeApplyJob,
  type PriceChangeNoticeJob,
} from '../price-change-queue';
import { callStripe } from '../stripe-failure';
import { findChannel } from '../../channels';
import { findRunningPaidSubscription, runningPaidSubscriptions } from './repository';
import { planPriceChange, secondsUntil } from './schedule';

export type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'config' | 'stripe'>;

/** Declares both queues and their workers (every role defines them: the API process queues the notice). */
export async function registerPriceChangeJobs(deps: Deps): Promise<void> {
  const definition = { retryLimit: 8, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 10 * 60 };
  await deps.jobs.define(PRICE_CHANGE_NOTICE_QUEUE, definition);
  await deps.jobs.define(PRICE_CHANGE_APPLY_QUEUE, definition);
  await deps.jobs.work<PriceChangeNoticeJob>(PRICE_CHANGE_NOTICE_QUEUE, async (data) => {
    await noticePriceChange(deps, data);
  });
  await deps.jobs.work<PriceChangeApplyJob>(PRICE_CHANGE_APPLY_QUEUE, async (data) => {
    await applyPriceChange(deps, data);
  });
}

/**
 * A creator saved a new price (ADR 213): each paid subscription that renews at another price is mailed the
 * old and new price and the renewal from which the new one applies, and its switch is scheduled just
 * before that renewal. Safe to run again: the mail is once per subscription and price, and a switch to a
 * price the item already has changes nothing. A price changed again since is left to its own job.
 */
async function noticePriceChange(deps: Deps, data: PriceChangeNoticeJob): Promise<number> {
  const stripe = deps.stripe;
  if (!deps.config.payments.enabled || !stripe) return 0;
  const channel = await findChannel(deps.db, data.creatorId);
  if (!channel || channel.price !== data.amount) return 0;
  const now = deps.clock.now();
  const paying = await runningPaidSubscriptions(deps.db, data.creatorId, now);
  if (paying.length === 0) return 0;
  const price = await ensureChannelPrice(deps, stripe, {
    creatorId: data.creatorId,
    channelName: channel.channelName,
    amount: data.amount,
    currency: data.currency,
  });
  let told = 0;
  for (const subscription of paying) {
    if (subscription.stripePriceId === price.stripePriceId) continue;
    const periodEnd =
      subscription.billingStatus === 'trialing' && subscription.trialEnd
        ? subscription.trialEnd
        : subscription.currentPeriodEnd;
    const plan = planPriceChange(periodEnd, now);
    await queuePriceChangeMail(deps.jobs, deps.config.mail, {
      subscriptionId: subscription.id,
      stripePriceId: price.stripePriceId,
      oldAmount: subscription.amount,
      newAmount: data.amount,
      currency: data.currency,
      effectiveAt: plan.effectiveAt.toISOString(),
    });
    await deps.jobs.send<PriceChangeApplyJob>(
      PRICE_CHANGE_APPLY_QUEUE,
      { subscriptionId: subscription.id, stripePriceId: price.stripePriceId },
      {
        singletonKey: `price-change-apply:${subscription.id}:${price.stripePriceId}`,
        startAfterSeconds: secondsUntil(plan.applyAt, now),
      },
    );
    told += 1;
  }
  return told;
}

type ApplyOutcome = 'switched' | 'unchanged' | 'not_running' | 'superseded' | 'payments_off';

/**
 * Moves one subscription's Stripe item to the new price without proration, so Stripe charges it from the
 * next renewal (ADR 213). Skipped when the subscription no longer renews, or the channel's price is no
 * longer this one (a later change has its own notice and switch). The webhook worker writes the amount
 * and price Stripe then reports; nothing is written here.
 */
async function applyPriceChange(deps: Deps, data: PriceChangeApplyJob): Promise<ApplyOutcome> {
  const stripe = deps.stripe;
  if (!deps.config.payments.enabled || !stripe) return 'payments_off';
  const subscription = await findRunningPaidSubscription(deps.db, data.subscriptionId, deps.clock.now());
  if (!subscription?.stripeSubscriptionId) return 'not_running';
  const channel = await findChannel(deps.db, subscription.creatorId);
  const current =
    channel &&
    (await findChannelPrice(deps.db, subscription.creatorId, channel.price, deps.config.payments.currency));
  if (current?.stripePriceId !== data.stripePriceId) return 'superseded';
  const stripeId = subscription.stripeSubscriptionId;
  const remote = await callStripe(() => stripe.subscriptions.retrieve(stripeId));
  const item = remote.items.data[0];
  if (!item) return 'not_running';
  if (item.price.id === data.stripePriceId) return 'unchanged';
  await callStripe(() =>
    stripe.subscriptions.update(
      stripeId,
      { items: [{ id: item.id, price: data.stripePriceId }], proration_behavior: 'none' },
      { idempotencyKey: `podbrief-price-change-${data.subscriptionId}-${data.stripePriceId}` },
    ),
  );
  return 'switched';
}
