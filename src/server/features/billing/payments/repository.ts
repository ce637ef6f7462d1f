import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  checkoutSessions,
  creatorSettings,
  profiles,
  stripeCustomers,
  subscriptions,
} from '../../../db/schema';
import { STRIPE_PROVIDER, type SubscriptionViewRow } from '../../subscriptions';

const viewColumns = {
  id: subscriptions.id,
  creatorId: subscriptions.creatorId,
  status: subscriptions.status,
  planName: subscriptions.planName,
  provider: subscriptions.provider,
  amount: subscriptions.amount,
  currency: subscriptions.currency,
  startDate: subscriptions.startDate,
  currentPeriodStart: subscriptions.currentPeriodStart,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  canceledAt: subscriptions.canceledAt,
  updatedAt: subscriptions.updatedAt,
  billingStatus: subscriptions.billingStatus,
  trialEnd: subscriptions.trialEnd,
  hasPaymentMethod: subscriptions.hasPaymentMethod,
  accessUntil: subscriptions.accessUntil,
  endedReason: subscriptions.endedReason,
  stripeSubscriptionId: subscriptions.stripeSubscriptionId,
  channelName: creatorSettings.channelName,
  creatorName: profiles.fullName,
  logoUrl: creatorSettings.logoUrl,
};

export type PairSubscription = SubscriptionViewRow & { stripeSubscriptionId: string | null };

/** The one subscription row of a (listener, channel) pair, with its channel, or undefined. */
export async function findPairSubscription(
  db: Executor,
  subscriberId: string,
  creatorId: string,
): Promise<PairSubscription | undefined> {
  const rows = await db
    .select(viewColumns)
    .from(subscriptions)
    .innerJoin(profiles, eq(profiles.id, subscriptions.creatorId))
    .leftJoin(creatorSettings, eq(creatorSettings.creatorId, subscriptions.creatorId))
    .where(and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.creatorId, creatorId)))
    .limit(1);
  return rows[0];
}

/**
 * Whether the listener ever started a paid subscription (trial or paid) to the channel: a Checkout that
 * completed, or a row Stripe billed. The cardless trial is offered once per listener and channel.
 */
export async function hadPaidSubscription(
  db: Executor,
  subscriberId: string,
  creatorId: string,
): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.subscriberId, subscriberId),
        eq(subscriptions.creatorId, creatorId),
        sql`(${subscriptions.provider} = ${STRIPE_PROVIDER} or ${subscriptions.stripeSubscriptionId} is not null)`,
      ),
    )
    .union(
      db
        .select({ one: sql<number>`1` })
        .from(checkoutSessions)
        .where(
          and(
            eq(checkoutSessions.subscriberId, subscriberId),
            eq(checkoutSessions.creatorId, creatorId),
            eq(checkoutSessions.status, 'complete'),
          ),
        ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function findStripeCustomer(db: Executor, profileId: string): Promise<string | null> {
  const rows = await db
    .select({ id: stripeCustomers.stripeCustomerId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.profileId, profileId))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** Stores the listener's customer unless one is already stored; returns the one that is. */
export async function storeStripeCustomer(
  db: Executor,
  profileId: string,
  stripeCustomerId: string,
): Promise<string> {
  await db.insert(stripeCustomers).values({ profileId, stripeCustomerId }).onConflictDoNothing();
  return (await findStripeCustomer(db, profileId)) ?? stripeCustomerId;
}

export async function insertCheckoutSession(
  db: Executor,
  row: { id: string; subscriberId: string; creatorId: string; now: Date },
): Promise<void> {
  await db.insert(checkoutSessions).values({
    id: row.id,
    subscriberId: row.subscriberId,
    creatorId: row.creatorId,
    status: 'open',
    createdAt: row.now,
  });
}

export interface CheckoutSessionRow {
  id: string;
  subscriberId: string;
  creatorId: string;
  status: string;
  stripeSubscriptionId: string | null;
  createdAt: Date;
  channelName: string | null;
  creatorName: string;
}

export async function findCheckoutSession(db: Executor, id: string): Promise<CheckoutSessionRow | undefined> {
  const rows = await db
    .select({
      id: checkoutSessions.id,
      subscriberId: checkoutSessions.subscriberId,
      creatorId: checkoutSessions.creatorId,
      status: checkoutSessions.status,
      stripeSubscriptionId: checkoutSessions.stripeSubscriptionId,
      createdAt: checkoutSessions.createdAt,
      channelName: creatorSettings.channelName,
      creatorName: profiles.fullName,
    })
    .from(checkoutSessions)
    .innerJoin(profiles, eq(profiles.id, checkoutSessions.creatorId))
    .leftJoin(creatorSettings, eq(creatorSettings.creatorId, checkoutSessions.creatorId))
    .where(eq(checkoutSessions.id, id))
    .limit(1);
  return rows[0];
}

/** Stripe said the session ended without a subscription; only an open row moves (the worker may have won). */
export async function markCheckoutExpired(db: Executor, id: string): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
}
