import { addMonths } from '@shared/dates/add-months';

/** Notice a paying subscriber gets before a new channel price is charged (ADR 213). */
export const PRICE_CHANGE_NOTICE_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * The renewal from which an existing subscriber pays a creator's new price (ADR 213): the first renewal at
 * least PRICE_CHANGE_NOTICE_DAYS after the notice mail. `periodEnd` is the subscription's next renewal (a
 * trial's end while trialing); renewals follow monthly on the same day of month, as Stripe bills. Returns
 * the renewal date and how many renewals at the old price come before it (0: the next one is new).
 */
export function priceChangeEffectiveAt(
  periodEnd: Date,
  noticeAt: Date,
): { effectiveAt: Date; renewalsAtOldPrice: number } {
  const earliest = noticeAt.getTime() + PRICE_CHANGE_NOTICE_DAYS * DAY_MS;
  let renewal = new Date(periodEnd);
  let renewalsAtOldPrice = 0;
  while (renewal.getTime() < earliest) {
    renewal = addMonths(periodEnd, renewalsAtOldPrice + 1);
    renewalsAtOldPrice += 1;
  }
  return { effectiveAt: renewal, renewalsAtOldPrice };
}
