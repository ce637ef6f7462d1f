import { product } from '@shared/constants';
import { addMonths } from '@shared/dates/add-months';
import { addDays, calendarMonthsBetween } from '@shared/dates/utc-calendar';

/** The stored fields that decide a subscription's state. */
export interface StoredSubscriptionState {
  status: string;
  cancelAtPeriodEnd: boolean;
  startDate: Date;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  canceledAt: Date | null;
  /** 'trial' for the free beta, 'stripe' for a paid subscription (ADR 213). */
  provider?: string;
  /** For provider 'stripe': access lasts until this moment, as Stripe confirmed it. */
  accessUntil?: Date | null;
  /** Why it ended or ends, when that is known ('trial_ended', 'channel_paid', …). */
  endedReason?: string | null;
}

export interface EffectiveSubscriptionState {
  status: 'active' | 'canceled';
  /** Gives access to the creator's reports at `now` — the same rule as `hasAccessCondition`. */
  active: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  /** True when the stored row is behind `now` (a roll-over or expiry not yet written). */
  stale: boolean;
}

/**
 * The state of a subscription at `now`, computed from the stored row. This is the job-free rule that keeps
 * the API from ever showing a stale state: a background job may write the same result later, but nothing
 * depends on it having run.
 * - Not canceled: the period rolls over monthly, anchored on the start date's day of month.
 * - Canceled (cancel_at_period_end): active with access until current_period_end, then 'canceled'.
 */
export function effectiveState(row: StoredSubscriptionState, now: Date): EffectiveSubscriptionState {
  const stored = { currentPeriodStart: row.currentPeriodStart, currentPeriodEnd: row.currentPeriodEnd };
  if (row.status !== 'active') return { status: 'canceled', active: false, ...stored, stale: false };
  // A paid period moves only when Stripe says so (the webhook worker writes it); nothing rolls it over here.
  if (row.provider === 'stripe') {
    const active = row.accessUntil != null && now < row.accessUntil;
    return { status: active ? 'active' : 'canceled', active, ...stored, stale: false };
  }
  if (row.cancelAtPeriodEnd) {
    return now < row.currentPeriodEnd
      ? { status: 'active', active: true, ...stored, stale: false }
      : { status: 'canceled', active: false, ...stored, stale: true };
  }
  if (now < row.currentPeriodEnd) return { status: 'active', active: true, ...stored, stale: false };
  return { status: 'active', active: true, ...rolledPeriod(row.startDate, now), stale: true };
}

/** The monthly period [start, end) anchored on `anchor` that contains `now` (now >= anchor assumed). */
export function rolledPeriod(anchor: Date, now: Date): { currentPeriodStart: Date; currentPeriodEnd: Date } {
  // Estimate the number of whole months by the calendar, then correct by at most a step either way (the
  // day of month and time of day decide whether the last month is whole).
  let k = Math.max(0, calendarMonthsBetween(anchor, now));
  while (k > 0 && addMonths(anchor, k) > now) k--;
  while (addMonths(anchor, k + 1) <= now) k++;
  return { currentPeriodStart: addMonths(anchor, k), currentPeriodEnd: addMonths(anchor, k + 1) };
}

/** The first moment a canceled subscription's subscriber may subscribe to the same creator again. */
export function resubscribeAvailableAt(canceledAt: Date): Date {
  return addDays(canceledAt, product.resubscribeWaitDays);
}

/**
 * When the 30-day wait before subscribing again started, or null when none applies (ADR 227). The wait
 * follows a listener's own cancel. An end that was not their choice starts none: a paid channel's cardless
 * trial that ran out without a card (and was not canceled first), or a free-beta subscription that ends
 * because its channel turned paid (ADR 226). Both continue by paying at once, never by waiting.
 */
export function resubscribeWaitStart(
  row: Pick<StoredSubscriptionState, 'status' | 'cancelAtPeriodEnd' | 'canceledAt' | 'endedReason'> & {
    updatedAt: Date;
  },
): Date | null {
  if (!row.cancelAtPeriodEnd && row.status === 'active') return null;
  if (row.endedReason === 'channel_paid') return null;
  if (row.endedReason === 'trial_ended' && !row.cancelAtPeriodEnd) return null;
  return row.canceledAt ?? row.updatedAt;
}
