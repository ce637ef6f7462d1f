import { limits } from '@shared/constants';

/** docs/product.md#subscription-screens: amount/100 with 2 decimals. */
export function centsToAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * Reads what a creator types in the price field ("2", "2.5", "2.50", "$2.50", "2,50") as whole cents, or
 * null when it is not a price. Bounds are checked separately so the message can say which one.
 */
export function amountToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(',', '.').trim();
  if (!/^\d{1,7}(\.\d{0,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The server's `price_below_minimum` words (ADR 227): Stripe charges no less than 0.50. */
const PRICE_BELOW_MINIMUM = `A price must be at least ${centsToAmount(limits.creatorPricePaidMinCents)}, the smallest amount Stripe can charge. Enter 0.00 for a free channel.`;

export function priceProblem(cents: number | null): string | null {
  if (cents === null) return 'Enter a price such as 2.00';
  if (cents < limits.creatorPriceMinCents)
    return `The price must be at least ${centsToAmount(limits.creatorPriceMinCents)}`;
  if (cents > 0 && cents < limits.creatorPricePaidMinCents) return PRICE_BELOW_MINIMUM;
  if (cents > limits.creatorPriceMaxCents)
    return `The price must be at most ${centsToAmount(limits.creatorPriceMaxCents)}`;
  return null;
}
