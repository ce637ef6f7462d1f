import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { channelPrices } from '../../db/schema';

export interface ChannelPriceRow {
  stripeProductId: string;
  stripePriceId: string;
}

export async function findChannelPrice(
  db: Executor,
  creatorId: string,
  amount: number,
  currency: string,
): Promise<ChannelPriceRow | undefined> {
  const rows = await db
    .select({ stripeProductId: channelPrices.stripeProductId, stripePriceId: channelPrices.stripePriceId })
    .from(channelPrices)
    .where(
      and(
        eq(channelPrices.creatorId, creatorId),
        eq(channelPrices.amount, amount),
        eq(channelPrices.currency, currency),
      ),
    )
    .limit(1);
  return rows[0];
}

/** The Stripe product of a channel: every price row of a creator names the same one. */
export async function findChannelProduct(db: Executor, creatorId: string): Promise<string | null> {
  const rows = await db
    .select({ id: channelPrices.stripeProductId })
    .from(channelPrices)
    .where(eq(channelPrices.creatorId, creatorId))
    .orderBy(desc(channelPrices.createdAt))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** Stores a channel price unless one for the amount exists (a concurrent request); returns the stored one. */
export async function storeChannelPrice(
  db: Executor,
  row: { creatorId: string; amount: number; currency: string } & ChannelPriceRow,
): Promise<ChannelPriceRow> {
  await db.insert(channelPrices).values(row).onConflictDoNothing();
  return (await findChannelPrice(db, row.creatorId, row.amount, row.currency)) ?? row;
}
