// The billing area's public face (ADR 238): what other areas may import. Stripe calls, settings and the
// webhook handlers stay inside the area.
export { queuePriceChangeNotice } from './price-change-queue';
export { stripeFailure } from './stripe-failure';
export { STRIPE_API_VERSION, stripeAddress } from './stripe-client';
