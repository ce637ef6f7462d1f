import type { Subscription } from '@shared/contract/subscriptions';
import { formatLongDate } from '@shared/dates/format';
import { formatPrice } from '@shared/contract/price';

/**
 * What is true of one subscription, in words (ADR 216): the card and the cancel dialog read it from here so
 * they never tell two stories. A free-beta subscription (`billing` null) never charges; a paid one says
 * what Stripe confirmed.
 */
export type StatusWord = 'Free trial' | 'Active' | 'Past due' | 'Canceled' | 'Ending';

export function statusWord(s: Subscription): StatusWord {
  // The channel turned paid (ADR 226): the listener did not cancel, so the card does not say they did.
  if (s.active && s.endingReason === 'channel_paid') return 'Ending';
  if (s.status === 'canceled' || !s.active || s.cancelAtPeriodEnd) return 'Canceled';
  if (!s.billing) return 'Free trial';
  if (s.billing.status === 'trialing') return 'Free trial';
  if (s.billing.status === 'active') return 'Active';
  if (s.billing.status === 'past_due') return 'Past due';
  return 'Canceled';
}

/** Whether the subscription takes one of the 5 free-trial slots (a free-beta one, or a paid trial). */
export function isTrial(s: Subscription): boolean {
  return !s.billing || s.billing.status === 'trialing';
}

/**
 * The last moment of reading once canceled (or already canceled): the free beta's period end; a paid
 * trial's end; a paid period's end; the end of a past-due grace period.
 */
export function accessEnd(s: Subscription): string {
  const b = s.billing;
  if (!b) return s.currentPeriodEnd;
  if (b.status === 'trialing' && b.trialEndsAt) return b.trialEndsAt;
  if (b.status === 'past_due' && b.accessUntil) return b.accessUntil;
  if (s.cancelAtPeriodEnd && b.accessUntil) return b.accessUntil;
  return s.currentPeriodEnd;
}

/**
 * Whether "Resume subscription" is offered (ADR 227): the listener canceled, and the period has not ended
 * yet. A subscription its channel's turning paid ends (ADR 226) continues through Checkout instead.
 */
export function canResume(s: Subscription): boolean {
  return s.active && s.cancelAtPeriodEnd && s.endingReason === null;
}

export function moneyOf(amount: number, currency: string): string {
  return formatPrice({ amount, currency: currency.toUpperCase(), interval: 'month' }).replace(/ \/ .*$/, '');
}

/**
 * The rule the cancel dialog states before the click (ADR 216): how long reading lasts, whether anything
 * is charged, what happens to the trial slot, and the 30-day wait.
 */
export function cancelRule(s: Subscription): string[] {
  const until = formatLongDate(accessEnd(s));
  const lines: string[] = [];
  if (!s.billing) lines.push(`You keep reading its reports until ${until}. Nothing is charged.`);
  else if (s.billing.status === 'trialing')
    lines.push(`Your free trial ends on ${until} without a charge. You keep reading until then.`);
  else lines.push(`You will not be charged again. You keep reading its reports until ${until}.`);
  if (isTrial(s))
    lines.push('Its free-trial slot is free at once: you can start another channel right away.');
  lines.push('You can subscribe to this channel again 30 days after canceling.');
  return lines;
}
