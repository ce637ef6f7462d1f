import { auth as authConstants } from '@shared/constants';
import { isTransient } from '@web/lib/api-failures';
import { backoff, retry } from '@web/lib/retry';

/**
 * docs/product.md#constants-and-limits: 200 ms, doubling, on average. Each wait is drawn ±50 %: one tab
 * refreshes its own session, but every open tab of a server that restarts fails at the same moment, and
 * exact waits would bring them all back together.
 */
const refreshBackoff = backoff({
  baseMs: authConstants.refreshRetryBaseMs,
  jitter: authConstants.refreshRetryJitter,
});

/**
 * docs/product.md#constants-and-limits: retry a failed refresh with a backoff from 200 ms, doubling, for at
 * most 30 s; a failure another try cannot fix (the server says the session is gone; see isTransient) is returned at once.
 */
export function refreshWithRetry<T>(attempt: () => Promise<T>): Promise<T> {
  return retry(() => attempt(), {
    schedule: refreshBackoff,
    maxElapsedMs: authConstants.refreshRetryWithinMs,
    shouldRetry: isTransient,
  });
}

/** docs/product.md#auth-and-sessions: refresh when 3 ticks (90 s) or less of the session remain. */
export function shouldRefresh(expiresAt: string | number, now = Date.now()): boolean {
  const end = typeof expiresAt === 'number' ? expiresAt : Date.parse(expiresAt);
  return Number.isFinite(end) && end - now <= authConstants.refreshMarginMs;
}
