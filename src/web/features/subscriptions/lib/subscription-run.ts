/**
 * Subscribing to several channels in a row (docs/product.md#subscription-screens): after a first
 * subscription, the activation card takes the listener to their reports; a subscription to another channel
 * within this time of the last one is part of a run, and its card stays where the listener is.
 */
const SUBSCRIPTION_RUN_MS = 10 * 60_000;

let last: { channel: string; at: number } | null = null;

/**
 * Records the activation of `channel` at `now` and says whether it continues a run: another channel's
 * activation came just before. Noting the same channel again is not a run (a card that renders twice).
 */
export function noteActivation(channel: string, now: number): boolean {
  const inRun = last !== null && last.channel !== channel && now - last.at < SUBSCRIPTION_RUN_MS;
  last = { channel, at: now };
  return inRun;
}

/** For tests: forget the activations of this page load. */
export function forgetActivations(): void {
  last = null;
}
