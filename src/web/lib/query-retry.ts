import { queryDefaults } from '@shared/constants';
import { ApiError } from './api-error';

/**
 * The spec §9 retry rule for reads: one retry, skipped when another attempt cannot help (a 4xx other
 * than 408/429, or the circuit breaker is open); the API client has already retried what can be.
 * Its own module, free of TanStack Query, so the landing page can follow the same rule (ADR 084).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= queryDefaults.retry) return false;
  if (error instanceof ApiError) {
    if (error.code === 'circuit_open') return false;
    if (error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429)
      return false;
  }
  return true;
}

/** TanStack Query's default wait before retry number `failureCount + 1`: 1 s, 2 s, 4 s … at most 30 s. */
export function queryRetryDelayMs(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });

/** Runs `load` with the same retries a TanStack query would make (none when `retry` is false). */
export async function loadWithQueryRetry<T>(
  load: (signal: AbortSignal) => Promise<T>,
  signal: AbortSignal,
  retry = true,
): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await load(signal);
    } catch (error) {
      if (signal.aborted || !retry || !shouldRetryQuery(failures, error)) throw error;
      await wait(queryRetryDelayMs(failures), signal);
    }
  }
}
