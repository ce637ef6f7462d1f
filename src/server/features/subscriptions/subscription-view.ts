import {
  billingStatusSchema,
  endedReasonSchema,
  type Subscription,
  type SubscriptionBilling,
} from '@shared/contract/subscriptions';
import {
  effectiveState,
  resubscribeAvailableAt,
  resubscribeWaitStart,
  type StoredSubscriptionState,
} from './billing-period';
import { CHANNEL_PAID, STRIPE_PROVIDER } from './subscription-access';

/** A stored subscription with its channel, as the subscription list and the checkout status read it. */
export interface SubscriptionViewRow extends StoredSubscriptionState {
  id: string;
  creatorId: string;
  planName: string;
  provider: string;
  amount: number;
  currency: string;
  updatedAt: Date;
  billingStatus: string | null;
  trialEnd: Date | null;
  hasPaymentMethod: boolean;
  accessUntil: Date | null;
  endedReason: string | null;
  channelName: string | null;
  creatorName: string;
  logoUrl: string | null;
}

/** The API view of a stored row at `now`: roll-over and expiry applied, dates as ISO strings. */
export function toSubscription(row: SubscriptionViewRow, now: Date): Subscription {
  const state = effectiveState(row, now);
  const waitFrom = resubscribeWaitStart(row);
  const availableAt = waitFrom ? resubscribeAvailableAt(waitFrom) : null;
  return {
    id: row.id,
    creatorId: row.creatorId,
    channelName: row.channelName ?? row.creatorName,
    creatorName: row.creatorName,
    logoUrl: row.logoUrl,
    status: state.status,
    active: state.active,
    planName: row.planName,
    amount: row.amount,
    currency: row.currency,
    interval: 'month',
    provider: row.provider,
    startDate: row.startDate.toISOString(),
    currentPeriodStart: state.currentPeriodStart.toISOString(),
    currentPeriodEnd: state.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    canceledAt: row.canceledAt ? row.canceledAt.toISOString() : null,
    resubscribeAvailableAt: availableAt && availableAt > now ? availableAt.toISOString() : null,
    endingReason: row.provider !== STRIPE_PROVIDER && row.endedReason === CHANNEL_PAID ? CHANNEL_PAID : null,
    billing: billingOf(row, state.active),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A paid subscription's billing as the card shows it (ADR 213). The next charge exists only when one will
 * really happen: a trial with a card charges at its end, a running subscription at its period end; a trial
 * without a card, a canceled or an ended subscription charges nothing.
 */
function billingOf(row: SubscriptionViewRow, active: boolean): SubscriptionBilling | null {
  if (row.provider !== STRIPE_PROVIDER || !row.billingStatus) return null;
  const parsed = billingStatusSchema.safeParse(row.billingStatus);
  const status = parsed.success ? parsed.data : 'incomplete';
  const charging = active && !row.cancelAtPeriodEnd;
  let nextCharge: SubscriptionBilling['nextCharge'] = null;
  if (charging && status === 'trialing' && row.hasPaymentMethod && row.trialEnd)
    nextCharge = { amount: row.amount, at: row.trialEnd.toISOString() };
  else if (charging && (status === 'active' || status === 'past_due'))
    nextCharge = { amount: row.amount, at: row.currentPeriodEnd.toISOString() };
  const reason = endedReasonSchema.safeParse(row.endedReason);
  return {
    status,
    trialEndsAt: row.trialEnd ? row.trialEnd.toISOString() : null,
    hasPaymentMethod: row.hasPaymentMethod,
    nextCharge,
    accessUntil: row.accessUntil ? row.accessUntil.toISOString() : null,
    endedReason: reason.success ? reason.data : null,
  };
}
