import { queryDefaults } from '@shared/constants';
import { ApiError } from './api-error';
import { requestBackoff } from './api-client';
import { retry } from './retry';

/**
 * The retry rule for reads (docs/product.md#constants-and-limits): one retry, skipped when another attempt
 * cannot help (a 4xx other than 408/429, or the circuit breaker is open); the API client has already retried
 * what can be. Its own module, free of TanStack Query, so the landing page can follow the same rule (ADR
 * 084).
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

const requestSchedule = requestBackoff();

/**
 * The wait before a query's retry, as TanStack Query asks for it (`failureCount` failures so far, 0 for the
 * first retry): the API client's backoff, 1 s ± 20 % for the one retry docs/product.md#constants-and-limits
 * allows.
 */
export function queryRetryDelay(failureCount: number): number {
  return requestSchedule(failureCount + 1);
}

/** Runs `load` with the same retries a TanStack query would make (none when `retry` is false). */
export function loadWithQueryRetry<T>(
  load: (signal: AbortSignal) => Promise<T>,
  signal: AbortSignal,
  retryFailures = true,
): Promise<T> {
  return retry(() => load(signal), {
    schedule: requestSchedule,
    signal,
    maxAttempts: retryFailures ? queryDefaults.retry + 1 : 1,
    shouldRetry: (error, attempt) => shouldRetryQuery(attempt - 1, error),
  });
}
