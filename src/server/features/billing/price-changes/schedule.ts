import { addMonths } from '@shared/dates/add-months';
import { priceChangeEffectiveAt } from '../price-change-date';

const HOUR_MS = 3_600_000;
/** How long before the renewal the Stripe item is switched: well before Stripe bills it. */
const APPLY_LEAD_MS = 24 * HOUR_MS;
/** How long after a renewal at the old price the switch waits at least, so that renewal is billed. */
const BILLED_MARGIN_MS = 6 * HOUR_MS;

export interface PriceChangePlan {
  /** The renewal from which the new price is charged (what the mail says). */
  effectiveAt: Date;
  /** When the Stripe item is switched: just before that renewal, after the one before it was billed. */
  applyAt: Date;
}

/**
 * When a paying subscriber's new price applies and when to switch the Stripe item (ADR 213). `periodEnd`
 * is the next renewal (a trial's end while trialing), `now` the notice's time.
 */
export function planPriceChange(periodEnd: Date, now: Date): PriceChangePlan {
  const { effectiveAt, renewalsAtOldPrice } = priceChangeEffectiveAt(periodEnd, now);
  const previousRenewal = renewalsAtOldPrice > 0 ? addMonths(periodEnd, renewalsAtOldPrice - 1) : null;
  const times = [effectiveAt.getTime() - APPLY_LEAD_MS, now.getTime()];
  if (previousRenewal) times.push(previousRenewal.getTime() + BILLED_MARGIN_MS);
  return { effectiveAt, applyAt: new Date(Math.max(...times)) };
}

/** Seconds from `now` until `at` for the queue's startAfter (0: at once). */
export const secondsUntil = (at: Date, now: Date) =>
  Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000));
