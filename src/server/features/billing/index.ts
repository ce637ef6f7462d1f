// The billing area's public face (ADR 238): what other areas may import. Stripe calls, settings and the
// webhook handlers stay inside the area; whether a channel is paid (ADR 213), the end of its free beta
// (ADR 226) and the money pages' months and sums are read from outside too.
export { queuePriceChangeNotice } from './price-change-queue';
export { stripeFailure } from './stripe-failure';
export { STRIPE_API_VERSION, stripeAddress } from './stripe-client';
export { endFreeBetaOfPaidChannel } from './free-beta-end';
export { moneyMonthsIn } from './money-months';
export { isPaidChannel } from './paid-channel';
export { isChannelPaidNow } from './paid-channel-query';
export {
  allTimePaymentTotals,
  monthlyPaymentTotals,
  paidSubscriptionCounts,
} from './payment-totals-repository';
