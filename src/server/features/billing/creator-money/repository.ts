import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { payments, payoutAccounts, profiles } from '../../../db/schema';

export interface MoneyEventRow {
  id: string;
  kind: string;
  amount: number;
  fee: number;
  occurredAt: Date;
  subscriberName: string | null;
}

/** The creator's newest payments, refunds and disputes in `currency`, with the subscriber's display name. */
export async function recentMoneyEvents(
  db: Executor,
  creatorId: string,
  currency: string,
  limit: number,
): Promise<MoneyEventRow[]> {
  return db
    .select({
      id: payments.id,
      kind: payments.kind,
      amount: payments.amount,
      fee: payments.feeAmount,
      occurredAt: payments.occurredAt,
      subscriberName: profiles.displayName,
    })
    .from(payments)
    .leftJoin(profiles, eq(profiles.id, payments.subscriberId))
    .where(
      sql`${payments.creatorId} = ${creatorId} and lower(${payments.currency}) = ${currency.toLowerCase()}`,
    )
    .orderBy(desc(payments.occurredAt), desc(payments.id))
    .limit(limit);
}

/** The creator's Stripe connected account, or null before payouts were set up. */
export async function stripeAccountOf(db: Executor, creatorId: string): Promise<string | null> {
  const rows = await db
    .select({ id: payoutAccounts.stripeAccountId })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.creatorId, creatorId))
    .limit(1);
  return rows[0]?.id ?? null;
}
