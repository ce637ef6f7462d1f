import { formatPrice } from '@shared/contract/price';
import type { PaymentsMode } from './payments-mode-type';

export interface Price {
  amount: number;
  currency: string;
  interval: string;
  /** Whether a listener pays this price now (ADR 213); absent where the caller does not know. */
  paid?: boolean;
}

export type PricingRole = 'listener' | 'creator';

export interface PriceCopy {
  /** What it costs now. */
  now: string;
  /** A second, smaller line: what it costs later, or what the first line leaves out; null when none. */
  later: string | null;
}

/** '10 %', '2.5 %' (as the platform fee is configured: up to two decimals). */
export function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(2))} %`;
}

/**
 * What a creator receives of `amount` cents after the platform fee. Stripe takes `application_fee_percent`
 * of each invoice, rounded to the cent; the rest goes to the creator's account.
 */
export function creatorShare(amount: number, platformFeePercent: number): number {
  return amount - Math.round((amount * platformFeePercent) / 100);
}

/**
 * The one place a price is put into words (ADR 216), per payments mode and role.
 * - Beta (payments off): every channel is free now; its price is what it will cost after the beta.
 * - Paid mode: a paid channel's listener reads the real price after the cardless trial, its creator what
 *   listeners pay and what is left after the platform fee. A channel that stays free says why only to its
 *   creator (the studio is where it can change); a listener just reads "Free".
 */
export function priceCopy(price: Price, role: PricingRole, mode: PaymentsMode): PriceCopy {
  const formatted = formatPrice({ ...price, currency: price.currency.toUpperCase() });
  if (!mode.enabled) {
    if (price.amount <= 0) return { now: role === 'creator' ? 'Free for listeners' : 'Free', later: null };
    return role === 'creator'
      ? { now: 'Free for listeners during the beta', later: `Listeners pay ${formatted} after the beta` }
      : { now: 'Free during the beta', later: `${formatted} after the beta` };
  }
  if (!price.paid || price.amount <= 0) {
    if (role === 'listener') return { now: 'Free', later: null };
    return {
      now: 'Free for listeners',
      later:
        price.amount <= 0
          ? 'Set a price above zero to charge listeners'
          : `Listeners will pay ${formatted} once your payout account is active`,
    };
  }
  if (role === 'creator') {
    const share = formatPrice({
      amount: creatorShare(price.amount, mode.platformFeePercent),
      currency: price.currency.toUpperCase(),
      interval: price.interval,
    }).replace(/ \/ .*$/, '');
    return {
      now: `Listeners pay ${formatted}`,
      later: `You receive ${share} after the ${formatPercent(mode.platformFeePercent)} platform fee`,
    };
  }
  return {
    now: `${formatted} after a ${mode.trialDays}-day free trial`,
    later: 'No card needed to start the trial',
  };
}

/**
 * How the landing page promises a free start (ADR 216): the beta is free; with payments on, every paid
 * channel starts with the cardless trial. Until the mode is known it promises only what both modes keep.
 */
export function freeStartCopy(mode: PaymentsMode | undefined): { promise: string; join: string } {
  if (!mode) return { promise: 'Free to start', join: 'Join free.' };
  if (!mode.enabled) return { promise: 'Free during the beta', join: 'Join free during the beta.' };
  return {
    promise: `${mode.trialDays}-day free trial`,
    join: `Start with a ${mode.trialDays}-day free trial.`,
  };
}
