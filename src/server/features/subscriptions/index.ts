// The subscriptions area's public face (ADR 238): what other areas may import. The one rule of who reads
// a channel (docs/product.md#access), a subscription's state at a moment, the rules of subscribing and the
// subscription as the API shows it, which a paid channel's Checkout and Stripe's events share.
// The lock every subscribe of one person takes first, which Stripe's subscription events take too.
export { lockSubscriberProfile } from './repository';
export {
  effectiveState,
  resubscribeAvailableAt,
  resubscribeWaitStart,
  type StoredSubscriptionState,
} from './billing-period';
export { channelIdOf, channelNotFound, checkExisting, checkTrialSlots } from './subscribe-rules';
export {
  canReadCreator,
  CHANNEL_PAID,
  countTrialSlotsUsed,
  hasAccessCondition,
  readableCreatorIds,
  STRIPE_PROVIDER,
} from './subscription-access';
export { type SubscriptionViewRow, toSubscription } from './subscription-view';
