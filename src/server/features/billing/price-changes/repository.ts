import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { subscriptions } from '../../../db/schema';
import { STRIPE_PROVIDER } from '../../subscriptions';

/** Stripe states of a subscription that still renews (ADR 213). */
const RUNNING = ['trialing', 'active', 'past_due'];

/** A paid subscription that renews: Stripe-billed, active, not canceling, with access (ADR 213). */
const runningPaid = () =>
  and(
    eq(subscriptions.provider, STRIPE_PROVIDER),
    eq(subscriptions.status, 'active'),
    eq(subscriptions.cancelAtPeriodEnd, false),
    inArray(subscriptions.billingStatus, RUNNING),
    isNotNull(subscriptions.stripeSubscriptionId),
  );

export interface PaidSubscriptionRow {
  id: string;
  stripeSubscriptionId: string | null;
  stripePriceId: string | null;
  amount: number;
  billingStatus: string | null;
  trialEnd: Date | null;
  currentPeriodEnd: Date;
  accessUntil: Date | null;
}

const columns = {
  id: subscriptions.id,
  stripeSubscriptionId: subscriptions.stripeSubscriptionId,
  stripePriceId: subscriptions.stripePriceId,
  amount: subscriptions.amount,
  billingStatus: subscriptions.billingStatus,
  trialEnd: subscriptions.trialEnd,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  accessUntil: subscriptions.accessUntil,
};

/** The channel's paid subscriptions that renew and so can be told of a new price. */
export async function runningPaidSubscriptions(
  db: Executor,
  creatorId: string,
  now: Date,
): Promise<PaidSubscriptionRow[]> {
  const rows = await db
    .select(columns)
    .from(subscriptions)
    .where(and(eq(subscriptions.creatorId, creatorId), runningPaid()));
  return rows.filter((row) => row.accessUntil !== null && row.accessUntil > now);
}

/** One subscription if it is still paid and renewing, with its channel. */
export async function findRunningPaidSubscription(
  db: Executor,
  subscriptionId: string,
  now: Date,
): Promise<(PaidSubscriptionRow & { creatorId: string }) | undefined> {
  const rows = await db
    .select({ ...columns, creatorId: subscriptions.creatorId })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), runningPaid()));
  const row = rows[0];
  return row && row.accessUntil !== null && row.accessUntil > now ? row : undefined;
}
