import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { checkoutSessions, payments, stripeEvents, subscriptions } from '../../../db/schema';
import type { SubscriptionState } from './subscription-state';

export interface StoredEvent {
  id: string;
  type: string;
  objectId: string | null;
  account: string | null;
  stripeCreated: Date;
  payload: Record<string, unknown>;
}

/** Stores an event once: true when this call inserted it (a replay inserts nothing). */
export async function insertEvent(db: Executor, event: StoredEvent, now: Date): Promise<boolean> {
  const rows = await db
    .insert(stripeEvents)
    .values({ ...event, receivedAt: now })
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}

/** The event, locked for this transaction: a second worker on the same event waits here. */
export async function lockEvent(db: Executor, id: string) {
  const rows = await db.select().from(stripeEvents).where(eq(stripeEvents.id, id)).for('update');
  return rows[0];
}

export async function markEventProcessed(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(stripeEvents).set({ processedAt: now, lastError: null }).where(eq(stripeEvents.id, id));
}

export async function recordEventFailure(db: Executor, id: string, error: string): Promise<void> {
  await db
    .update(stripeEvents)
    .set({ attempts: sql`${stripeEvents.attempts} + 1`, lastError: error.slice(0, 2000) })
    .where(eq(stripeEvents.id, id));
}

/**
 * Serialises every change of one Stripe subscription: whoever holds it retrieves the subscription from
 * Stripe and writes it, so the last writer always writes the newest state (ADR 214).
 */
export async function lockStripeSubscription(db: Executor, stripeSubscriptionId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`stripe-subscription:${stripeSubscriptionId}`}))`,
  );
}

export type PaidRow = typeof subscriptions.$inferSelect;

export async function findByStripeId(
  db: Executor,
  stripeSubscriptionId: string,
): Promise<PaidRow | undefined> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId))
    .for('update');
  return rows[0];
}

export async function findByPair(
  db: Executor,
  subscriberId: string,
  creatorId: string,
): Promise<PaidRow | undefined> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.creatorId, creatorId)))
    .for('update');
  return rows[0];
}

const paidColumns = (stripeSubscriptionId: string, state: SubscriptionState, now: Date) => ({
  provider: 'stripe',
  stripeSubscriptionId,
  ...state,
  stripeSyncedAt: now,
  updatedAt: now,
});

export async function updatePaidRow(
  db: Executor,
  id: string,
  stripeSubscriptionId: string,
  state: SubscriptionState,
  now: Date,
): Promise<void> {
  await db
    .update(subscriptions)
    .set(paidColumns(stripeSubscriptionId, state, now))
    .where(eq(subscriptions.id, id));
}

export async function insertPaidRow(
  db: Executor,
  pair: { subscriberId: string; creatorId: string; planName: string },
  stripeSubscriptionId: string,
  state: SubscriptionState,
  now: Date,
): Promise<string> {
  const rows = await db
    .insert(subscriptions)
    .values({ ...pair, ...paidColumns(stripeSubscriptionId, state, now), createdAt: now })
    .returning({ id: subscriptions.id });
  return rows[0]!.id;
}

/** Ends a paid row's access at once (a full refund, a dispute): Stripe is told to cancel as well. */
export async function endPaidRow(db: Executor, id: string, reason: string, now: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: 'canceled', accessUntil: now, endedReason: reason, updatedAt: now })
    .where(eq(subscriptions.id, id));
}

export async function findRowById(db: Executor, id: string): Promise<PaidRow | undefined> {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return rows[0];
}

export async function completeCheckoutSession(
  db: Executor,
  id: string,
  stripeSubscriptionId: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({
      status: 'complete',
      stripeSubscriptionId,
      completedAt: sql`coalesce(${checkoutSessions.completedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(checkoutSessions.id, id));
}

export type NewPayment = typeof payments.$inferInsert;

/** Inserts a payment, refund or dispute once (its Stripe id is the key). */
export async function insertPayment(db: Executor, payment: NewPayment): Promise<void> {
  await db.insert(payments).values(payment).onConflictDoNothing({ target: payments.id });
}

/** The payment made by a charge, which leads a refund or dispute back to its subscription. */
export async function findPaymentByCharge(db: Executor, chargeId: string) {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.stripeChargeId, chargeId), eq(payments.kind, 'payment')));
  return rows[0];
}
