import { auth as authConstants } from '@shared/constants';
import { ApiError } from '@web/lib/api-error';
import { backoff, retry } from '@web/lib/retry';

/**
 * A refresh failure worth another try: the network, a timeout, or a gateway hiccup
 * (docs/product.md#resilience: 502/503/504).
 */
export function isRetryableRefreshError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.code === 'network_error' || error.code === 'timeout') return true;
  return [502, 503, 504].includes(error.status);
}

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
 * most 30 s; a non-retryable failure (the server says the session is gone) is returned at once.
 */
export function refreshWithRetry<T>(attempt: () => Promise<T>): Promise<T> {
  return retry(() => attempt(), {
    schedule: refreshBackoff,
    maxElapsedMs: authConstants.refreshRetryWithinMs,
    shouldRetry: isRetryableRefreshError,
  });
}

/** docs/product.md#auth-and-sessions: refresh when 3 ticks (90 s) or less of the session remain. */
export function shouldRefresh(expiresAt: string | number, now = Date.now()): boolean {
  const end = typeof expiresAt === 'number' ? expiresAt : Date.parse(expiresAt);
  return Number.isFinite(end) && end - now <= authConstants.refreshMarginMs;
}
