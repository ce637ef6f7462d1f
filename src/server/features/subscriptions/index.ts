// The subscriptions area's public face (ADR 238): what other areas may import.
// The lock every subscribe of one person takes first, which Stripe's subscription events take too.
export { lockSubscriberProfile } from './repository';
