import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { keysetAfter, timestampKey } from '../../db/keyset-page';
import type { ListPosition } from '../../db/list-cursor';
import { creatorSettings, inviteLinks, plans, profiles, subscriptions } from '../../db/schema';

/** A subscription row with the channel it belongs to, as every read of this feature returns it. */
export interface SubscriptionRow {
  id: string;
  subscriberId: string;
  creatorId: string;
  status: string;
  planName: string;
  provider: string;
  amount: number;
  currency: string;
  interval: string;
  startDate: Date;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  updatedAt: Date;
  billingStatus: string | null;
  trialEnd: Date | null;
  hasPaymentMethod: boolean;
  accessUntil: Date | null;
  pastDueSince: Date | null;
  endedReason: string | null;
  stripeSubscriptionId: string | null;
  channelName: string | null;
  creatorName: string;
  logoUrl: string | null;
}

const subscriptionColumns = {
  id: subscriptions.id,
  subscriberId: subscriptions.subscriberId,
  creatorId: subscriptions.creatorId,
  status: subscriptions.status,
  planName: subscriptions.planName,
  provider: subscriptions.provider,
  amount: subscriptions.amount,
  currency: subscriptions.currency,
  interval: subscriptions.interval,
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
  pastDueSince: subscriptions.pastDueSince,
  endedReason: subscriptions.endedReason,
  stripeSubscriptionId: subscriptions.stripeSubscriptionId,
  channelName: creatorSettings.channelName,
  creatorName: profiles.fullName,
  logoUrl: creatorSettings.logoUrl,
};

function withChannel(db: Executor) {
  return db
    .select(subscriptionColumns)
    .from(subscriptions)
    .innerJoin(profiles, eq(profiles.id, subscriptions.creatorId))
    .leftJoin(creatorSettings, eq(creatorSettings.creatorId, subscriptions.creatorId));
}

export async function findSubscriptionById(db: Executor, id: string): Promise<SubscriptionRow | undefined> {
  const rows = await withChannel(db).where(eq(subscriptions.id, id)).limit(1);
  return rows[0];
}

export async function findSubscription(
  db: Executor,
  subscriberId: string,
  creatorId: string,
): Promise<SubscriptionRow | undefined> {
  const rows = await withChannel(db)
    .where(and(eq(subscriptions.subscriberId, subscriberId), eq(subscriptions.creatorId, creatorId)))
    .limit(1);
  return rows[0];
}

/** Locks one subscription row for the rest of the transaction (cancel, reactivate). */
export async function lockSubscription(
  db: Executor,
  id: string,
): Promise<{ id: string; subscriberId: string } | undefined> {
  const rows = await db
    .select({ id: subscriptions.id, subscriberId: subscriptions.subscriberId })
    .from(subscriptions)
    .where(eq(subscriptions.id, id))
    .for('update');
  return rows[0];
}

/**
 * Locks the subscriber's profile row, answering its address (undefined: no such profile). Every subscribe,
 * Checkout and Stripe subscription event of one person takes this lock first (the last two through the
 * area's public face, index.ts), so they run one after the other and the trial limit cannot be overshot
 * by a race.
 */
export async function lockSubscriberProfile(
  db: Executor,
  subscriberId: string,
): Promise<{ email: string } | undefined> {
  const rows = await db
    .select({ email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, subscriberId))
    .for('update');
  return rows[0];
}

export interface NewPeriod {
  planName: string;
  provider: string;
  amount: number;
  currency: string;
  startDate: Date;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  now: Date;
}

export async function insertSubscription(
  db: Executor,
  subscriberId: string,
  creatorId: string,
  p: NewPeriod,
): Promise<string> {
  const rows = await db
    .insert(subscriptions)
    .values({
      subscriberId,
      creatorId,
      status: 'active',
      planName: p.planName,
      provider: p.provider,
      amount: p.amount,
      currency: p.currency,
      interval: 'month',
      startDate: p.startDate,
      currentPeriodStart: p.currentPeriodStart,
      currentPeriodEnd: p.currentPeriodEnd,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      createdAt: p.now,
      updatedAt: p.now,
    })
    .returning({ id: subscriptions.id });
  return rows[0]!.id;
}

/** A resubscription after the wait: the same row starts over as a fresh, active subscription. */
export async function reactivateSubscription(db: Executor, id: string, p: NewPeriod): Promise<void> {
  await db
    .update(subscriptions)
    .set({
      status: 'active',
      planName: p.planName,
      provider: p.provider,
      amount: p.amount,
      currency: p.currency,
      startDate: p.startDate,
      currentPeriodStart: p.currentPeriodStart,
      currentPeriodEnd: p.currentPeriodEnd,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      // A new start: why the last one ended (a trial run out, the channel turned paid) no longer holds.
      endedReason: null,
      updatedAt: p.now,
    })
    .where(eq(subscriptions.id, id));
}

/** Writes a computed state (roll-over or expiry) so stored rows catch up with what the API already shows. */
export async function writeState(
  db: Executor,
  id: string,
  state: { status: 'active' | 'canceled'; currentPeriodStart: Date; currentPeriodEnd: Date },
  now: Date,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({
      status: state.status,
      currentPeriodStart: state.currentPeriodStart,
      currentPeriodEnd: state.currentPeriodEnd,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, id));
}

export async function markCancelAtPeriodEnd(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: true, canceledAt: now, updatedAt: now })
    .where(eq(subscriptions.id, id));
}

/** A cancel taken back (ADR 227): the free-beta subscription renews again as if never canceled. */
export async function markResumed(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: false, canceledAt: null, updatedAt: now })
    .where(eq(subscriptions.id, id));
}

/** The subscriber's subscriptions, newest start first, keyset-paginated on (start_date, id). */
export async function listSubscriptions(
  db: Executor,
  subscriberId: string,
  limit: number,
  /** Where the previous page ended: key [start_date]. */
  after?: ListPosition,
): Promise<(SubscriptionRow & { startDateKey: string })[]> {
  return db
    .select({ ...subscriptionColumns, startDateKey: timestampKey(subscriptions.startDate) })
    .from(subscriptions)
    .innerJoin(profiles, eq(profiles.id, subscriptions.creatorId))
    .leftJoin(creatorSettings, eq(creatorSettings.creatorId, subscriptions.creatorId))
    .where(
      and(
        eq(subscriptions.subscriberId, subscriberId),
        after
          ? keysetAfter('desc', [
              [subscriptions.startDate, sql`${after.key[0]}::timestamptz`],
              [subscriptions.id, sql`${after.id}::uuid`],
            ])
          : undefined,
      ),
    )
    .orderBy(desc(subscriptions.startDate), desc(subscriptions.id))
    .limit(limit);
}

/** Rows whose stored state is behind `now`: due roll-overs and expired cancellations. */
export async function listStaleSubscriptions(
  db: Executor,
  now: Date,
  limit: number,
): Promise<SubscriptionRow[]> {
  return withChannel(db)
    .where(
      and(eq(subscriptions.status, 'active'), sql`${subscriptions.currentPeriodEnd} <= ${now.toISOString()}`),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd))
    .limit(limit);
}

/**
 * Counts a subscription made through an invite link of that creator, named by its token or (for
 * /subscribe/{linkId}) its id. Revoked links are not counted.
 */
export async function countInviteUse(
  db: Executor,
  tokenOrId: string,
  creatorId: string,
  isId: boolean,
): Promise<void> {
  await db
    .update(inviteLinks)
    .set({ useCount: sql`${inviteLinks.useCount} + 1` })
    .where(
      and(
        isId
          ? or(eq(inviteLinks.token, tokenOrId), eq(inviteLinks.id, tokenOrId))
          : eq(inviteLinks.token, tokenOrId),
        eq(inviteLinks.creatorId, creatorId),
        sql`${inviteLinks.revokedAt} is null`,
      ),
    );
}

export interface PlanRow {
  id: string;
  type: string;
  name: string;
  amount: number;
  currency: string;
  interval: string;
  isPurchasable: boolean;
}

export async function listPlans(db: Executor): Promise<PlanRow[]> {
  return db
    .select({
      id: plans.id,
      type: plans.type,
      name: plans.name,
      amount: plans.amount,
      currency: plans.currency,
      interval: plans.interval,
      isPurchasable: plans.isPurchasable,
    })
    .from(plans)
    .orderBy(asc(plans.sortOrder), asc(plans.amount), asc(plans.id));
}

/** What Stripe answered to a cancel at period end (ADR 213): written as is, never guessed. */
export interface StripeCancellation {
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  /** The end of the current period (the trial's end while trialing); null keeps the stored value. */
  accessUntil: Date | null;
}

export async function markStripeCancelAtPeriodEnd(
  db: Executor,
  id: string,
  answer: StripeCancellation,
  now: Date,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({
      cancelAtPeriodEnd: answer.cancelAtPeriodEnd,
      canceledAt: answer.cancelAtPeriodEnd ? (answer.canceledAt ?? now) : null,
      ...(answer.accessUntil ? { accessUntil: answer.accessUntil } : {}),
      updatedAt: now,
    })
    .where(eq(subscriptions.id, id));
}
