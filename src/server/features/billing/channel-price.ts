import { and, desc, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database, Executor } from '../../db/client';
import { channelPrices } from '../../db/schema';
import { callStripe } from './stripe-failure';

export interface ChannelPriceInput {
  creatorId: string;
  channelName: string;
  /** Cents, above zero. */
  amount: number;
  /** Lower case, as Stripe writes it (CURRENCY). */
  currency: string;
}

/**
 * The Stripe price a channel is sold at for `amount` (ADR 213): one Stripe product per channel, made
 * once, and one monthly recurring price per amount, reused when the creator comes back to an earlier amount.
 * The idempotency keys make two concurrent requests at Stripe end with one product and one price; the
 * unique (creator, amount, currency) row keeps the one stored.
 */
export async function ensureChannelPrice(
  db: Database,
  stripe: Stripe,
  input: ChannelPriceInput,
): Promise<ChannelPriceRow> {
  const { creatorId, amount, currency } = input;
  const known = await findChannelPrice(db, creatorId, amount, currency);
  if (known) return known;

  const productId =
    (await findChannelProduct(db, creatorId)) ??
    (
      await callStripe(() =>
        stripe.products.create(
          { name: input.channelName, metadata: { podbrief_creator_id: creatorId } },
          { idempotencyKey: `podbrief-product-${creatorId}` },
        ),
      )
    ).id;
  const price = await callStripe(() =>
    stripe.prices.create(
      {
        product: productId,
        unit_amount: amount,
        currency,
        recurring: { interval: 'month' },
        metadata: { podbrief_creator_id: creatorId },
      },
      { idempotencyKey: `podbrief-price-${creatorId}-${amount}-${currency}` },
    ),
  );
  return storeChannelPrice(db, {
    creatorId,
    amount,
    currency,
    stripeProductId: productId,
    stripePriceId: price.id,
  });
}

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
async function findChannelProduct(db: Executor, creatorId: string): Promise<string | null> {
  const rows = await db
    .select({ id: channelPrices.stripeProductId })
    .from(channelPrices)
    .where(eq(channelPrices.creatorId, creatorId))
    .orderBy(desc(channelPrices.createdAt))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** Stores a channel price unless one for the amount exists (a concurrent request); returns the stored one. */
async function storeChannelPrice(
  db: Executor,
  row: { creatorId: string; amount: number; currency: string } & ChannelPriceRow,
): Promise<ChannelPriceRow> {
  await db.insert(channelPrices).values(row).onConflictDoNothing();
  return (await findChannelPrice(db, row.creatorId, row.amount, row.currency)) ?? row;
}
