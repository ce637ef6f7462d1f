/** A connected feed is checked at most this often while its host answers. */
const checkIntervalMs = 15 * 60_000;
/** However often its host fails, a feed is tried again within a day. */
const maxWaitMs = 24 * 60 * 60_000;

/**
 * When to check a feed next: 15 minutes after a good check; after `failures` failed checks in a row,
 * 15 minutes × 2^failures (30 min, 1 h, 2 h, …), at most a day.
 */
export function nextCheckAfter(now: Date, failures: number): Date {
  const wait =
    failures <= 0 ? checkIntervalMs : Math.min(checkIntervalMs * 2 ** Math.min(failures, 20), maxWaitMs);
  return new Date(now.getTime() + wait);
}
