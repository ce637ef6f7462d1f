// The channels area's public face (ADR 238): what other areas may import. Publishing a report needs a
// channel to lead to, as an invite link does; subscribing, a Checkout, a payout and a price change read
// its name and price.
export { findChannel, hasChannel } from './repository';
