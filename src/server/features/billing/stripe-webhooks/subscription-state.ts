import type Stripe from 'stripe';

const DAY_MS = 86_400_000;
/** Access lasts this long after the first failed payment of a past-due spell (ADR 213). */
export const PAST_DUE_GRACE_MS = 7 * DAY_MS;
/** An active period gives access this long past its end, so a renewal's late events never cut a reader off. */
const RENEWAL_SLACK_MS = DAY_MS;

/** Stripe statuses under which a subscription may give access; every other one has ended it. */
const LIVE_STATUSES = new Set(['trialing', 'active', 'past_due']);

/** What we keep of a row when its Stripe subscription changes. */
export interface KnownState {
  pastDueSince: Date | null;
  endedReason: string | null;
}

/** The row's columns that follow the Stripe subscription (ADR 213, 214). */
export interface SubscriptionState {
  status: 'active' | 'canceled';
  billingStatus: string;
  amount: number;
  currency: string;
  stripePriceId: string | null;
  stripeCustomerId: string;
  startDate: Date;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
  hasPaymentMethod: boolean;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  pastDueSince: Date | null;
  accessUntil: Date;
  endedReason: string | null;
}

const at = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** Whether the Stripe status can give access (the row is written 'active' only then). */
export const isLive = (status: string) => LIVE_STATUSES.has(status);

/**
 * Our row's state from the Stripe subscription as retrieved now. `hasPaymentMethod` is the subscription's
 * or its customer's default payment method; `known` is what the row already holds that Stripe does not say
 * again (when the past-due spell began, a refund or dispute that ended it).
 */
export function subscriptionState(
  subscription: Stripe.Subscription,
  hasPaymentMethod: boolean,
  known: KnownState | null,
  now: Date,
): SubscriptionState {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${subscription.id} has no item`);
  const billingStatus = subscription.status;
  const periodStart = at(item.current_period_start);
  // Our rows need a period that ends after it starts; Stripe's always does, this guards a malformed one.
  const periodEnd = at(Math.max(item.current_period_end, item.current_period_start + 1));
  const trialEnd = subscription.trial_end ? at(subscription.trial_end) : null;
  const endedBy = known?.endedReason === 'refunded' || known?.endedReason === 'disputed';

  let pastDueSince: Date | null = null;
  if (billingStatus === 'past_due') pastDueSince = known?.pastDueSince ?? now;
  else if (billingStatus !== 'active' && billingStatus !== 'trialing')
    pastDueSince = known?.pastDueSince ?? null;

  const endedAt = subscription.ended_at ? at(subscription.ended_at) : now;
  const ended = new Date(Math.min(endedAt.getTime(), now.getTime()));
  let accessUntil: Date;
  if (endedBy) accessUntil = ended;
  else if (billingStatus === 'trialing') accessUntil = trialEnd ?? periodEnd;
  else if (billingStatus === 'active')
    accessUntil = subscription.cancel_at_period_end
      ? periodEnd
      : new Date(periodEnd.getTime() + RENEWAL_SLACK_MS);
  else if (billingStatus === 'past_due')
    accessUntil = new Date((pastDueSince ?? now).getTime() + PAST_DUE_GRACE_MS);
  else accessUntil = ended;

  const live = isLive(billingStatus) && !endedBy;
  let endedReason: string | null = null;
  if (endedBy) endedReason = known!.endedReason;
  else if (!live) endedReason = whyEnded(subscription, hasPaymentMethod);

  const price = item.price;
  return {
    status: live ? 'active' : 'canceled',
    billingStatus,
    amount: price.unit_amount ?? 0,
    currency: price.currency.toUpperCase(),
    stripePriceId: price.id ?? null,
    stripeCustomerId: idOf(subscription.customer) ?? '',
    startDate: at(subscription.start_date ?? subscription.created),
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
    trialEnd,
    hasPaymentMethod,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: subscription.canceled_at ? at(subscription.canceled_at) : null,
    pastDueSince,
    accessUntil,
    endedReason,
  };
}

/** Why an ended subscription ended: its trial ran out without a card, a payment failed, or it was canceled. */
function whyEnded(subscription: Stripe.Subscription, hasPaymentMethod: boolean): string {
  if (subscription.status === 'unpaid') return 'payment_failed';
  if (subscription.cancellation_details?.reason === 'payment_failed') return 'payment_failed';
  const trialEnd = subscription.trial_end;
  const endedAt = subscription.ended_at ?? subscription.canceled_at;
  if (trialEnd && endedAt && endedAt >= trialEnd && !hasPaymentMethod) return 'trial_ended';
  return 'canceled';
}

/** The default payment method Stripe names on the subscription, if any. */
export const subscriptionPaymentMethod = (subscription: Stripe.Subscription) =>
  idOf(subscription.default_payment_method as string | { id: string } | null);
