import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { payoutAccounts } from '../db/schema';
import type { PayoutAccountState } from './payout-state';

/**
 * Writes a Stripe account's state to its payout account, unless a newer one is stored already: the rule of
 * `isNewerAccountState`, in the same statement, so two writers racing keep the newer state. Returns whether
 * it wrote (false: an older state, or an account we do not know).
 */
export async function savePayoutAccountState(
  db: Executor,
  stripeAccountId: string,
  state: PayoutAccountState,
  observedAt: Date,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(payoutAccounts)
    .set({ ...state, stripeSyncedAt: observedAt, updatedAt: now })
    .where(
      and(
        eq(payoutAccounts.stripeAccountId, stripeAccountId),
        or(isNull(payoutAccounts.stripeSyncedAt), lte(payoutAccounts.stripeSyncedAt, observedAt)),
      ),
    )
    .returning({ id: payoutAccounts.creatorId });
  return rows.length > 0;
}
