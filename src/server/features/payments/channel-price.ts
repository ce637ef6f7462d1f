import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { callStripe } from '../../payments/stripe-failure';
import * as repo from './repository';

export interface ChannelPriceInput {
  creatorId: string;
  channelName: string;
  /** Cents, above zero. */
  amount: number;
  /** Lower case, as Stripe writes it (CURRENCY). */
  currency: string;
}

/**
 * The Stripe price a channel is sold at for `amount` (ADR 213, 215): one Stripe product per channel, made
 * once, and one monthly recurring price per amount, reused when the creator comes back to an earlier amount.
 * The idempotency keys make two concurrent requests at Stripe end with one product and one price; the
 * unique (creator, amount, currency) row keeps the one stored.
 */
export async function ensureChannelPrice(
  db: Database,
  stripe: Stripe,
  input: ChannelPriceInput,
): Promise<repo.ChannelPriceRow> {
  const { creatorId, amount, currency } = input;
  const known = await repo.findChannelPrice(db, creatorId, amount, currency);
  if (known) return known;

  const productId =
    (await repo.findChannelProduct(db, creatorId)) ??
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
  return repo.storeChannelPrice(db, {
    creatorId,
    amount,
    currency,
    stripeProductId: productId,
    stripePriceId: price.id,
  });
}
