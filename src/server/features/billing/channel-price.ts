import type Stripe from 'stripe';
import type { AppDeps } from '../../app-types';
import {
  findChannelPrice,
  findChannelProduct,
  storeChannelPrice,
  type ChannelPriceRow,
} from './channel-price-repository';
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
  { db }: Pick<AppDeps, 'db'>,
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
