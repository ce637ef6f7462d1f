import { formatPrice } from '@shared/contract/price';
import type { PayoutState, PayoutStatus } from '@shared/contract/payouts';
import type { BadgeVariant } from '@web/components/ui/badge';

/** The Payouts card's words for each state of the account (ADR 213), plain, never Stripe's codes. */
export const payoutStateWords: Record<PayoutState, { label: string; badge: BadgeVariant }> = {
  not_set_up: { label: 'Not set up', badge: 'muted' },
  details_needed: { label: 'Details needed', badge: 'warning' },
  under_review: { label: 'Under review', badge: 'secondary' },
  active: { label: 'Active', badge: 'success' },
};

const feeWords = (status: PayoutStatus) =>
  status.platformFeePercent === null ? '' : ` Podbrief keeps ${status.platformFeePercent}% of each payment.`;

/** What the state means for the creator and what to do next. */
export function payoutStateText(status: PayoutStatus): string {
  switch (status.state) {
    case 'not_set_up':
      return `Connect a Stripe account to be paid. Listeners pay your price once payouts are active; Stripe pays your share to your bank.${feeWords(status)}`;
    case 'details_needed':
      return 'Stripe needs a few more details before it can pay you. Listeners read free until then.';
    case 'under_review':
      return 'Stripe is checking your details. This usually takes minutes, sometimes a day or two. Listeners read free until it is done.';
    case 'active':
      return `Listeners pay your price, and Stripe pays your share to your bank.${feeWords(status)}`;
  }
}

/** Stripe's requirement codes, grouped into what a creator recognises. */
const requirementWords: [prefix: string, words: string][] = [
  ['external_account', 'a bank account for payouts'],
  ['tos_acceptance', 'accepting Stripe’s terms'],
  ['business_profile', 'your business details'],
  ['business_type', 'your business details'],
  ['company', 'your business details'],
  ['individual', 'your identity'],
  ['representative', 'your identity'],
  ['person_', 'your identity'],
];

/** "a bank account for payouts, your identity" for the requirements still due; other codes as "other details". */
export function requirementsText(codes: string[]): string {
  const words = codes.map(
    (code) => requirementWords.find(([prefix]) => code.startsWith(prefix))?.[1] ?? 'other details',
  );
  return [...new Set(words)].join(', ');
}

/** The price card's line: whether listeners pay the price now, and if not, why. */
export function listenersPayText(status: PayoutStatus): string {
  const price = formatPrice({ ...status.price, interval: 'month' });
  switch (status.whyFree) {
    case null:
      return `Listeners pay ${price} now, after their free trial.`;
    case 'payments_off':
      return 'Listeners don’t pay yet: payments are not enabled on this server, so every channel is free during the beta.';
    case 'no_price':
      return 'Listeners don’t pay: your price is zero, so the channel is free.';
    case 'payouts_not_active':
      return 'Listeners don’t pay yet: the channel stays free until your payouts are active.';
  }
}
