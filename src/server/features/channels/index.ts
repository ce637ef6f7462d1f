// The channels area's public face (ADR 238): what other areas may import. Publishing a report needs a
// channel to lead to, as an invite link does; subscribing, a Checkout and a price change read its terms.
export { findChannelTerms, hasChannel } from './repository';
