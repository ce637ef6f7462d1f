import type Stripe from 'stripe';
import { product } from '@shared/constants';
import type { AppDeps } from '../../../app-types';
import type { Executor } from '../../../db/client';
import { lockSubscriberProfile, countTrialSlotsUsed } from '../../subscriptions';
import * as repo from './repository';
import {
  isLive,
  subscriptionPaymentMethod,
  subscriptionState,
  type SubscriptionState,
} from './subscription-state';

/** The plan name of a paid row (the card shows the channel's price and status beside it). */
const PAID_PLAN_NAME = 'Monthly subscription';

export interface SyncResult {
  /** Our row, when the subscription is one of ours. */
  rowId: string | null;
  /** The subscription as Stripe returned it, when it exists there. */
  subscription: Stripe.Subscription | null;
  /** The trial would have taken a sixth slot: Stripe was told to cancel it and nothing was granted. */
  refusedOverLimit: boolean;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Stripe's "no such object": the subscription (or customer) is not there, so there is nothing to write. */
export const isMissing = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { statusCode?: number }).statusCode === 404 ||
    (error as { code?: string }).code === 'resource_missing');

async function customerHasCard(stripe: Stripe, customer: Stripe.Subscription['customer']): Promise<boolean> {
  const id = typeof customer === 'string' ? customer : customer.id;
  try {
    const found = await stripe.customers.retrieve(id);
    if ('deleted' in found && found.deleted) return false;
    return Boolean((found as Stripe.Customer).invoice_settings?.default_payment_method);
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/**
 * Writes our row of one Stripe subscription from its current state (ADR 214). Inside the caller's
 * transaction, given as `{ db: tx }`, it first takes the subscription's advisory lock, THEN retrieves the
 * subscription from Stripe: however events arrive (twice, late, out of order), whoever writes last read
 * the newest state. The row is found by its Stripe id, else by the Checkout metadata (the one row of the
 * listener and channel, which a paid subscription takes over). A subscription we know nothing of changes
 * nothing.
 */
export async function syncSubscription(
  { db: tx }: Pick<AppDeps, 'db'>,
  stripe: Stripe,
  stripeSubscriptionId: string,
  now: () => Date,
): Promise<SyncResult> {
  await repo.lockStripeSubscription(tx, stripeSubscriptionId);
  let subscription: Stripe.Subscription;
  try {
    subscription = await stripe.subscriptions.retrieve(stripeSubscriptionId);
  } catch (error) {
    if (isMissing(error)) return { rowId: null, subscription: null, refusedOverLimit: false };
    throw error;
  }
  const hasCard =
    subscriptionPaymentMethod(subscription) !== null ||
    (await customerHasCard(stripe, subscription.customer));

  const linked = await repo.findByStripeId(tx, subscription.id);
  if (linked) {
    let state = subscriptionState(subscription, hasCard, linked, now());
    let refusedOverLimit = false;
    if (
      resumesTrial(linked, state) &&
      (await lockSubscriberProfile(tx, linked.subscriberId)) &&
      !(await trialSlotFree(tx, linked, now()))
    ) {
      // A canceled trial freed its slot (ADR 216); resumed in the portal while five others hold theirs,
      // it stays canceled: it reads on to its end, as it would have, and takes no sixth slot.
      subscription = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
      state = subscriptionState(subscription, hasCard, linked, now());
      refusedOverLimit = true;
    }
    await repo.updatePaidRow(tx, linked.id, subscription.id, state, now());
    return { rowId: linked.id, subscription, refusedOverLimit };
  }

  // Not linked yet: only a subscription that gives access creates or takes over a row; an ended one we
  // never linked has nothing to say (a trial refused over the limit, an object of another system).
  const subscriberId = subscription.metadata?.podbrief_subscriber_id ?? '';
  const creatorId = subscription.metadata?.podbrief_creator_id ?? '';
  if (!uuidPattern.test(subscriberId) || !uuidPattern.test(creatorId) || !isLive(subscription.status))
    return { rowId: null, subscription, refusedOverLimit: false };

  if (subscription.status === 'trialing') {
    // Two Checkouts finished at once may both start trials: the profile lock makes their counts take
    // turns, as subscribe() does, and the one past the limit is canceled instead of granted.
    if (!(await lockSubscriberProfile(tx, subscriberId)))
      return { rowId: null, subscription, refusedOverLimit: false };
    if (!(await trialSlotFree(tx, { subscriberId, creatorId }, now()))) {
      await cancelInStripe(stripe, subscription.id);
      return { rowId: null, subscription, refusedOverLimit: true };
    }
  }

  const existing = await repo.findByPair(tx, subscriberId, creatorId);
  const state = subscriptionState(subscription, hasCard, null, now());
  if (existing) {
    await repo.updatePaidRow(tx, existing.id, subscription.id, state, now());
    return { rowId: existing.id, subscription, refusedOverLimit: false };
  }
  const rowId = await repo.insertPaidRow(
    tx,
    { subscriberId, creatorId, planName: PAID_PLAN_NAME },
    subscription.id,
    state,
    now(),
  );
  return { rowId, subscription, refusedOverLimit: false };
}

/** A row that took no trial slot (canceled, or not trialing) that Stripe now says is a live, uncanceled trial. */
function resumesTrial(row: repo.PaidRow, next: SubscriptionState): boolean {
  const tookSlot = row.billingStatus === 'trialing' && !row.cancelAtPeriodEnd;
  return (
    !tookSlot && next.status === 'active' && next.billingStatus === 'trialing' && !next.cancelAtPeriodEnd
  );
}

/**
 * Whether the listener has a free-trial slot for this channel. Callers hold the listener's profile lock, so
 * concurrent subscribes and Checkouts count in turns (`lockSubscriberProfile` of the subscriptions area).
 */
async function trialSlotFree(
  tx: Executor,
  row: { subscriberId: string; creatorId: string },
  now: Date,
): Promise<boolean> {
  return (
    (await countTrialSlotsUsed({ db: tx }, row.subscriberId, now, row.creatorId)) <
    product.freeTrialCreatorLimit
  );
}

/** Cancels a Stripe subscription now; one already canceled (or gone) is fine. */
export async function cancelInStripe(stripe: Stripe, stripeSubscriptionId: string): Promise<void> {
  try {
    const current = await stripe.subscriptions.retrieve(stripeSubscriptionId);
    if (current.status === 'canceled' || current.status === 'incomplete_expired') return;
    await stripe.subscriptions.cancel(stripeSubscriptionId);
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
}
