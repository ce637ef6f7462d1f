import type Stripe from 'stripe';

/** A money page must not wait on Stripe as long as a payment does (the client's 20 s and two retries). */
const PAYOUT_LOOKUP_TIMEOUT_MS = 5_000;

export type NextPayout = { amount: number; arrivalDate: string | null } | null;

/**
 * The creator's next payout as Stripe reports it for the connected account: the pending payout, or else
 * the balance (available and pending) that the next payout will carry, without a date yet. Null when
 * nothing is waiting. Throws when Stripe does not answer; the caller says so instead of failing the page.
 */
export async function nextPayoutOf(
  stripe: Stripe,
  stripeAccount: string,
  currency: string,
): Promise<NextPayout> {
  const options: Stripe.RequestOptions = {
    stripeAccount,
    timeout: PAYOUT_LOOKUP_TIMEOUT_MS,
    maxNetworkRetries: 0,
  };
  const pending = await stripe.payouts.list({ limit: 1, status: 'pending' }, options);
  const payout = pending.data[0];
  if (payout) {
    return { amount: payout.amount, arrivalDate: new Date(payout.arrival_date * 1000).toISOString() };
  }
  const balance = await stripe.balance.retrieve({}, options);
  const amount = [...balance.available, ...balance.pending]
    .filter((funds) => funds.currency.toLowerCase() === currency.toLowerCase())
    .reduce((sum, funds) => sum + funds.amount, 0);
  return amount > 0 ? { amount, arrivalDate: null } : null;
}
