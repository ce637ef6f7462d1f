import { formatPrice } from '@shared/contract/price';

export interface Price {
  amount: number;
  currency: string;
  interval: string;
}

export type PricingRole = 'listener' | 'creator';

export interface PriceCopy {
  /** What it costs now. */
  now: string;
  /** What it will cost after the beta, or null when it stays free. */
  later: string | null;
}

/**
 * One story for prices during the beta (ADR 127): every channel is free now; a channel's price is what it
 * will cost after the beta and is never shown as if it were charged today. A listener reads what they
 * will pay; a creator reads what their listeners will pay.
 */
export function priceCopy(price: Price, role: PricingRole): PriceCopy {
  if (price.amount <= 0) return { now: role === 'creator' ? 'Free for listeners' : 'Free', later: null };
  const formatted = formatPrice(price);
  return role === 'creator'
    ? { now: 'Free for listeners during the beta', later: `Listeners pay ${formatted} after the beta` }
    : { now: 'Free during the beta', later: `${formatted} after the beta` };
}
