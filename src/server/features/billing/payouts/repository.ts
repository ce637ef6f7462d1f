import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { payoutAccounts } from '../../../db/schema';
import type { PayoutAccountState } from '../payout-state';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

export async function findPayoutAccount(
  db: Executor,
  creatorId: string,
): Promise<PayoutAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.creatorId, creatorId))
    .limit(1);
  return row;
}

/**
 * Holds, until the transaction ends, the right to create this creator's payout account: a second request
 * waits here and then finds the account the first one stored (PostgreSQL; PGlite runs one transaction at a
 * time anyway).
 */
export async function lockPayoutAccountCreation(db: Executor, creatorId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payout_account:${creatorId}`}, 0))`);
}

export async function insertPayoutAccount(
  db: Executor,
  values: { creatorId: string; stripeAccountId: string; state: PayoutAccountState; syncedAt: Date },
  now: Date,
): Promise<PayoutAccountRow> {
  const [row] = await db
    .insert(payoutAccounts)
    .values({
      creatorId: values.creatorId,
      stripeAccountId: values.stripeAccountId,
      ...values.state,
      stripeSyncedAt: values.syncedAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The creator's Stripe payout account id when it is active (charges and payouts enabled), else null. */
export async function activePayoutAccountId(db: Executor, creatorId: string): Promise<string | null> {
  const rows = await db
    .select({ id: payoutAccounts.stripeAccountId })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.creatorId, creatorId), eq(payoutAccounts.state, 'active')))
    .limit(1);
  return rows[0]?.id ?? null;
}
