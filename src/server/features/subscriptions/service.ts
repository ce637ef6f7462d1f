import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { keysetPage } from '../../db/keyset-page';
import { cursorKey, listCursor } from '../../db/list-cursor';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { product } from '@shared/constants';
import type Stripe from 'stripe';
import {
  FREE_TRIAL_PLAN_ID,
  FREE_TRIAL_PLAN_NAME,
  planFeatures,
  planTypeOf,
  type CancelSubscriptionRequest,
  type CurrentPlanResponse,
  type PlanList,
  type SubscribeRequest,
  type Subscription,
  type SubscriptionList,
  type TrialUsage,
} from '@shared/contract/subscriptions';
import { addMonths } from '@shared/dates/add-months';
import { effectiveState } from './billing-period';
import * as repo from './repository';
import { isUuid } from '../../lib/is-uuid';
import { CHANNEL_PAID, countTrialSlotsUsed, STRIPE_PROVIDER } from './subscription-access';
import { toSubscription } from './subscription-view';
import { channelIdOf, channelNotFound, checkExisting, checkTrialSlots } from './subscribe-rules';
import { stripeFailure, isChannelPaidNow } from '../billing';
import { findChannel } from '../channels';

export interface SubscriptionDeps {
  db: Database;
  clock: Clock;
  /** The Stripe client when payments are on (ADR 213): paid channels start in Checkout, paid rows cancel there. */
  stripe?: Stripe | null;
}

/** During the beta every subscription is a free trial; a paid provider will plug in here. */
const TRIAL_PROVIDER = 'trial';
const LIST_PAGE_SIZE = 50;

/** The subscriber's subscriptions: newest start first. */
export const subscriptionsCursor = listCursor('subscriptions', { newest: [cursorKey.timestamp] });

function isUniqueViolation(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Subscribes `subscriberId` to a creator's channel (docs/product.md#subscriptions). Checks, in order
 * (subscribe-rules.ts, shared with a paid channel's Checkout): the creator id is given and names a
 * channel that is not the subscriber's own; no subscription to it is running; the 30-day wait after a
 * cancellation is over; the channel is free (a paid one starts its trial in Checkout, ADR 213); fewer than 5
 * other subscriptions take a trial slot. The subscriber's profile row is locked first, so concurrent requests
 * of one person queue up and the trial limit holds under any interleaving.
 */
export async function subscribe(
  deps: SubscriptionDeps,
  subscriberId: string,
  input: SubscribeRequest,
): Promise<Subscription> {
  const creatorId = channelIdOf(subscriberId, input.creatorId);

  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await repo.lockSubscriberProfile(tx, subscriberId))) {
        throw notFound('profile_not_found', 'Your profile was not found. Please sign in again.');
      }
      // Read the clock after the lock: a request that waited must judge the rules at its own moment.
      const now = deps.clock.now();
      const channel = await findChannel(tx, creatorId);
      if (!channel) throw channelNotFound();

      const existing = await repo.findSubscription(tx, subscriberId, creatorId);
      checkExisting(existing, channel.channelName, now);

      if (await isChannelPaidNow({ db: tx }, Boolean(deps.stripe), creatorId, channel.price)) {
        throw conflict('checkout_required', 'This channel is paid: start your free trial through checkout.');
      }

      checkTrialSlots(await countTrialSlotsUsed({ db: tx }, subscriberId, now, creatorId));

      const period: repo.NewPeriod = {
        planName: FREE_TRIAL_PLAN_NAME,
        provider: TRIAL_PROVIDER,
        amount: channel.price,
        currency: channel.currency,
        startDate: now,
        currentPeriodStart: now,
        currentPeriodEnd: addMonths(now, 1),
        now,
      };
      let id: string;
      if (existing) {
        await repo.reactivateSubscription(tx, existing.id, period);
        id = existing.id;
      } else {
        id = await repo.insertSubscription(tx, subscriberId, creatorId, period);
      }
      if (input.inviteToken)
        await repo.countInviteUse(tx, input.inviteToken, creatorId, isUuid(input.inviteToken));
      const row = await repo.findSubscriptionById(tx, id);
      return toSubscription(row!, now);
    });
  } catch (error) {
    // The profile lock makes this unreachable for one person; kept so a constraint race can never be a 500.
    if (!(error instanceof AppError) && isUniqueViolation(error)) {
      throw conflict('already_subscribed', 'You are already subscribed to this channel.');
    }
    throw error;
  }
}

/**
 * Cancels at the end of the paid period (docs/product.md#cancellation, #validation). Only the subscriber who
 * owns the subscription may cancel it; anyone else gets the same 404 as for an id that does not exist, so ids
 * leak nothing (ADR 040). A paid subscription (provider 'stripe') is set to cancel at period end in Stripe
 * first, and only Stripe's answer is written (ADR 213); when Stripe fails, nothing changes (502).
 */
export async function cancelSubscription(
  deps: SubscriptionDeps,
  subscriberId: string,
  input: CancelSubscriptionRequest,
): Promise<Subscription> {
  const id = subscriptionIdOf(input);
  const missing = () => notFound('subscription_not_found', 'Subscription not found');
  if (!isUuid(id)) throw missing();

  return deps.db.transaction(async (tx) => {
    const locked = await repo.lockSubscription(tx, id);
    if (!locked || locked.subscriberId !== subscriberId) throw missing();
    const now = deps.clock.now();
    const row = (await repo.findSubscriptionById(tx, id))!;
    const state = effectiveState(row, now);
    if (row.cancelAtPeriodEnd || state.status === 'canceled') {
      throw conflict('subscription_already_canceled', 'Subscription already canceled');
    }
    if (row.provider === STRIPE_PROVIDER) {
      await repo.markStripeCancelAtPeriodEnd(tx, id, await updateInStripe(deps, row, true), now);
      return toSubscription((await repo.findSubscriptionById(tx, id))!, now);
    }
    // A roll-over that only the read path knew about is written first, so 'Access Until' is the real end.
    if (state.stale) await repo.writeState(tx, id, state, now);
    await repo.markCancelAtPeriodEnd(tx, id, now);
    return toSubscription((await repo.findSubscriptionById(tx, id))!, now);
  });
}

/**
 * Takes a cancel back before its period ends (ADR 227): the subscription renews again as before, in the free
 * beta and in Stripe alike (`cancel_at_period_end` back to false, in Stripe first and only its answer
 * written). Only the owner may (404 otherwise, as for cancel). Refused with nothing changed when it is not
 * canceled, when it has already ended, when its channel turned paid since (ADR 226: it continues through
 * Checkout), or when a trial would take a sixth free-trial slot (ADR 216: canceling freed it). The
 * subscriber's profile is locked first, as every subscribe does, so the slot count holds under races.
 */
export async function resumeSubscription(
  deps: SubscriptionDeps,
  subscriberId: string,
  input: CancelSubscriptionRequest,
): Promise<Subscription> {
  const id = subscriptionIdOf(input);
  const missing = () => notFound('subscription_not_found', 'Subscription not found');
  if (!isUuid(id)) throw missing();

  return deps.db.transaction(async (tx) => {
    if (!(await repo.lockSubscriberProfile(tx, subscriberId))) throw missing();
    const locked = await repo.lockSubscription(tx, id);
    if (!locked || locked.subscriberId !== subscriberId) throw missing();
    const now = deps.clock.now();
    const row = (await repo.findSubscriptionById(tx, id))!;
    const state = effectiveState(row, now);
    if (!state.active) {
      throw conflict(
        'subscription_ended',
        'This subscription has ended and can no longer be resumed. Subscribe again to keep reading.',
      );
    }
    if (!row.cancelAtPeriodEnd) throw conflict('subscription_not_canceled', 'Subscription is not canceled');
    if (row.endedReason === CHANNEL_PAID) {
      throw conflict(
        'checkout_required',
        'This channel is paid now: continue with its free trial through checkout.',
      );
    }
    const trial = row.provider !== STRIPE_PROVIDER || row.billingStatus === 'trialing';
    if (trial) checkTrialSlots(await countTrialSlotsUsed({ db: tx }, subscriberId, now, row.creatorId));
    if (row.provider === STRIPE_PROVIDER) {
      const answer = await updateInStripe(deps, row, false);
      await repo.markStripeCancelAtPeriodEnd(tx, id, { ...answer, accessUntil: null }, now);
    } else {
      if (state.stale) await repo.writeState(tx, id, state, now);
      await repo.markResumed(tx, id, now);
    }
    return toSubscription((await repo.findSubscriptionById(tx, id))!, now);
  });
}

/** The subscription id of a cancel or resume request, with the product's own messages when it is missing. */
function subscriptionIdOf(input: CancelSubscriptionRequest): string {
  if (input.subscriptionId === undefined)
    throw badRequest('subscription_id_required', 'No subscription ID provided');
  const id = input.subscriptionId.trim();
  if (!id) throw badRequest('subscription_id_required', 'Subscription ID is required');
  return id;
}

/**
 * Asks Stripe to cancel a paid subscription at its period end (or, `cancel` false, to take that back), and
 * returns what Stripe answered: the flag, when it was canceled and the end of the current period (a trial's
 * end while trialing), the last moment of access. The row lock is held meanwhile, so a second cancel waits
 * and then hears 'already canceled'.
 */
async function updateInStripe(
  deps: SubscriptionDeps,
  row: repo.SubscriptionRow,
  cancel: boolean,
): Promise<repo.StripeCancellation> {
  if (!deps.stripe || !row.stripeSubscriptionId) throw stripeFailure(new Error('payments are off'));
  const stripe = deps.stripe;
  const stripeId = row.stripeSubscriptionId;
  let answer: Stripe.Subscription;
  try {
    answer = await stripe.subscriptions.update(stripeId, { cancel_at_period_end: cancel });
  } catch (error) {
    throw stripeFailure(error);
  }
  const periodEnd = answer.items.data[0]?.current_period_end ?? null;
  return {
    cancelAtPeriodEnd: answer.cancel_at_period_end,
    canceledAt: answer.canceled_at ? new Date(answer.canceled_at * 1000) : null,
    accessUntil: periodEnd ? new Date(periodEnd * 1000) : null,
  };
}

export async function listMySubscriptions(
  deps: SubscriptionDeps,
  subscriberId: string,
  cursor?: string,
): Promise<SubscriptionList> {
  const after = cursor ? subscriptionsCursor.decode(cursor, 'newest') : undefined;
  const rows = await repo.listSubscriptions(deps.db, subscriberId, LIST_PAGE_SIZE + 1, after);
  const now = deps.clock.now();
  return keysetPage(
    rows,
    LIST_PAGE_SIZE,
    (row) => toSubscription(row, now),
    (last) =>
      subscriptionsCursor.encode({ sort: 'newest', key: [last.startDateKey], id: last.id, since: null }),
  );
}

/**
 * The listener's free-trial slots (ADR 216): trials they keep. A canceled trial frees its slot at once, so
 * `remaining` is what Subscribe can use right now.
 */
export async function trialUsage(
  { db }: Pick<SubscriptionDeps, 'db'>,
  subscriberId: string,
  now: Date,
): Promise<TrialUsage> {
  const used = await countTrialSlotsUsed({ db }, subscriberId, now);
  const limit = product.freeTrialCreatorLimit;
  return { used, limit, remaining: Math.max(0, limit - used) };
}

/** The platform plan of the user: the free trial during the beta; null for an anonymous visitor. */
export async function currentPlan(
  deps: SubscriptionDeps,
  userId: string | null,
): Promise<CurrentPlanResponse> {
  if (!userId) return { current: null };
  return {
    current: {
      planId: FREE_TRIAL_PLAN_ID,
      planName: FREE_TRIAL_PLAN_NAME,
      provider: TRIAL_PROVIDER,
      status: 'active',
      amount: 0,
      currency: 'USD',
      interval: 'month',
      trial: await trialUsage(deps, userId, deps.clock.now()),
    },
  };
}

export async function listPlans(deps: SubscriptionDeps): Promise<PlanList> {
  const rows = await repo.listPlans(deps.db);
  return {
    plans: rows.map((row) => {
      const type = planTypeOf(row.type);
      return {
        id: row.id,
        name: row.name,
        type,
        amount: row.amount,
        currency: row.currency,
        interval: row.interval,
        isPurchasable: row.isPurchasable,
        features: planFeatures[type],
        metadata: { type },
      };
    }),
  };
}

/**
 * Writes due roll-overs and expiries so stored rows catch up with what reads already compute. Reads never
 * depend on it; a periodic job may call it to keep the table tidy for reporting. Returns rows written.
 */
export async function settleStaleSubscriptions(deps: SubscriptionDeps, batchSize = 500): Promise<number> {
  const now = deps.clock.now();
  const rows = await repo.listStaleSubscriptions(deps.db, now, batchSize);
  for (const row of rows) {
    const state = effectiveState(row, now);
    if (state.stale) await repo.writeState(deps.db, row.id, state, now);
  }
  return rows.length;
}
