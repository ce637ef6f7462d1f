/**
 * docs/product.md#subscription-screens: the price is amount/100 with 2 decimals followed by the interval,
 * e.g. '$2.00 / month'. Apart from the channel schemas (channels.ts re-exports it) so that a page showing a
 * price need not load the schema library.
 */
export function formatPrice(price: { amount: number; currency: string; interval: string }): string {
  const value = (price.amount / 100).toFixed(2);
  const symbol =
    price.currency === 'USD'
      ? '$'
      : price.currency === 'EUR'
        ? '€'
        : price.currency === 'GBP'
          ? '£'
          : `${price.currency} `;
  return `${symbol}${value} / ${price.interval}`;
}
