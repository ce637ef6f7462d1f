import { auth as authConstants } from '@shared/constants';
import { ApiError } from '@web/lib/api-error';

/** A refresh failure worth another try: the network, a timeout, or a gateway hiccup (spec §8: 502/503/504). */
export function isRetryableRefreshError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.code === 'network_error' || error.code === 'timeout') return true;
  return [502, 503, 504].includes(error.status);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec §9: retry a failed refresh with a backoff from 200 ms, doubling, for at most 30 s; a non-retryable
 * failure (the server says the session is gone) is returned at once.
 */
export async function refreshWithRetry<T>(
  attempt: () => Promise<T>,
  options: { wait?: (ms: number) => Promise<void>; now?: () => number } = {},
): Promise<T> {
  const wait = options.wait ?? sleep;
  const now = options.now ?? Date.now;
  const deadline = now() + authConstants.refreshRetryWithinMs;
  let delay = authConstants.refreshRetryBaseMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryableRefreshError(error) || now() + delay > deadline) throw error;
      await wait(delay);
      delay *= 2;
    }
  }
}

/** Spec §4: refresh when 3 ticks (90 s) or less of the session remain. */
export function shouldRefresh(expiresAt: string | number, now = Date.now()): boolean {
  const end = typeof expiresAt === 'number' ? expiresAt : Date.parse(expiresAt);
  return Number.isFinite(end) && end - now <= authConstants.refreshMarginMs;
}
