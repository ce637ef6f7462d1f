import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payoutAccounts } from '../../db/schema';
import { isPaidChannel } from './paid-channel';

/** The creator's Stripe payout account id when it is active (charges and payouts enabled), else null. */
export async function activePayoutAccountId(db: Executor, creatorId: string): Promise<string | null> {
  const rows = await db
    .select({ id: payoutAccounts.stripeAccountId })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.creatorId, creatorId), eq(payoutAccounts.state, 'active')))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** Whether a listener pays this channel's price now (ADR 213), read at the moment of the request. */
export async function isChannelPaidNow(
  db: Executor,
  paymentsEnabled: boolean,
  creatorId: string,
  price: number,
): Promise<boolean> {
  if (!isPaidChannel(paymentsEnabled, price, true)) return false;
  return (await activePayoutAccountId(db, creatorId)) !== null;
}
