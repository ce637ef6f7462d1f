import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payoutAccounts } from '../../db/schema';
import { endFreeBetaOfPaidChannel, type EndedFreeBeta } from './free-beta-end';
import type { PayoutAccountState } from './payout-state';

/**
 * Writes a Stripe account's state to its payout account, unless a newer one is stored already: the rule of
 * `isNewerAccountState`, in the same statement, so two writers racing keep the newer state. Returns whether
 * it wrote (false: an older state, or an account we do not know), and the free-beta subscriptions an
 * account turning active ended because its channel is paid now (ADR 226), for the caller to tell.
 */
export async function savePayoutAccountState(
  db: Executor,
  stripeAccountId: string,
  state: PayoutAccountState,
  observedAt: Date,
  now: Date,
): Promise<{ saved: boolean; endedFreeBeta: EndedFreeBeta[] }> {
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
  const creatorId = rows[0]?.id;
  if (!creatorId) return { saved: false, endedFreeBeta: [] };
  // Payout accounts exist only with payments on; the channel's price decides whether it is paid now.
  const endedFreeBeta =
    state.state === 'active' ? await endFreeBetaOfPaidChannel({ db }, true, creatorId, now) : [];
  return { saved: true, endedFreeBeta };
}
