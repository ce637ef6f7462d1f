import { and, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-types';
import { subscriptions } from '../../db/schema';

/** `subscriptions.provider` of a paid subscription billed by Stripe. */
export const STRIPE_PROVIDER = 'stripe';

/**
 * `subscriptions.ended_reason` of a free-beta subscription that ends because its channel turned paid
 * (ADR 226): it reads to the end of its period, starts no wait, and continues through Checkout.
 */
export const CHANNEL_PAID = 'channel_paid';

/**
 * docs/product.md#access: a subscriber reads a creator's published reports while the subscription is active,
 * or canceled but still inside its paid period. A free-beta subscription that is not canceled keeps access
 * even when its period end has passed and the monthly roll-over has not run yet: the roll-over only moves
 * dates. A paid subscription (provider 'stripe', ADR 213) gives access only while `access_until`, written from
 * what Stripe confirmed, is in the future: nothing rolls a paid period over but Stripe.
 * This is the one definition of that rule; the feed, report pages, channel pages and counts all use it.
 */
export function hasAccessCondition(now: Date): SQL {
  return and(
    eq(subscriptions.status, 'active'),
    or(
      and(
        ne(subscriptions.provider, STRIPE_PROVIDER),
        or(
          eq(subscriptions.cancelAtPeriodEnd, false),
          sql`${subscriptions.currentPeriodEnd} > ${now.toISOString()}`,
        ),
      ),
      and(
        eq(subscriptions.provider, STRIPE_PROVIDER),
        sql`${subscriptions.accessUntil} > ${now.toISOString()}`,
      ),
    ),
  ) as SQL;
}

/**
 * Whether a subscription takes one of the free-trial slots (docs/product.md#subscriptions: 5 channels,
 * ADR 216): one that gives access, is a free-beta subscription or a paid one Stripe says is trialing (a
 * charged one never does, ADR 213), and is not canceled: a canceled trial frees its slot at once, though it
 * reads on to its end; the 30-day wait keeps it from coming straight back.
 */
function takesTrialSlotCondition(now: Date): SQL {
  return and(
    hasAccessCondition(now),
    or(ne(subscriptions.provider, STRIPE_PROVIDER), eq(subscriptions.billingStatus, 'trialing')),
    eq(subscriptions.cancelAtPeriodEnd, false),
  ) as SQL;
}

/**
 * How many free-trial slots `subscriberId` takes at `now`, leaving out `exceptCreatorId` (the channel being
 * subscribed to, or whose trial is being checked). The one count behind every place that enforces the
 * limit: a free subscribe, a Checkout, and a trial Stripe starts or resumes.
 */
export async function countTrialSlotsUsed(
  { db }: Pick<AppDeps, 'db'>,
  subscriberId: string,
  now: Date,
  exceptCreatorId?: string,
): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.subscriberId, subscriberId),
        takesTrialSlotCondition(now),
        exceptCreatorId ? ne(subscriptions.creatorId, exceptCreatorId) : undefined,
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

/** Ids of the creators whose reports `userId` may read at `now` (their own channel included). */
export function readableCreatorIds(userId: string, now: Date): SQL {
  return sql`(select ${subscriptions.creatorId} from ${subscriptions} where ${subscriptions.subscriberId} = ${userId} and ${hasAccessCondition(now)} union all select ${userId}::uuid)`;
}

/** Whether `userId` may read the reports of `creatorId` at `now`. */
export async function canReadCreator(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  creatorId: string,
  now: Date,
): Promise<boolean> {
  if (userId === creatorId) return true;
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.subscriberId, userId),
        eq(subscriptions.creatorId, creatorId),
        hasAccessCondition(now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
