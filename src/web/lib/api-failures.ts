/**
 * What one attempt of a request can fail with, before the API client turns it into an ApiError. The retry
 * and circuit-breaker policies decide on these.
 */
import { apiClient as defaults } from '@shared/constants';
import { ApiError } from './api-error';

/** The server answered with a non-2xx status. */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiError['code'],
    message: string,
    readonly details: Record<string, unknown> | undefined,
    /** From a Retry-After header (429/503), in milliseconds. */
    readonly retryAfterMs: number | undefined,
  ) {
    super(message);
    this.name = 'HttpFailure';
  }
}

/** No answer at all (offline, DNS, connection refused, CORS). */
export class NetworkFailure extends Error {
  constructor(cause: unknown) {
    super('Network error: failed to fetch', { cause });
    this.name = 'NetworkFailure';
  }
}

const retryableStatuses: ReadonlySet<number> = new Set(defaults.retryableStatuses);

function isRetryableStatus(status: number): boolean {
  return retryableStatuses.has(status);
}

/**
 * Worth another attempt: the retryable statuses of docs/product.md#resilience, timeouts, and no answer at
 * all.
 */
export function isTransientFailure(error: unknown, isTimeout: (error: unknown) => boolean): boolean {
  if (error instanceof HttpFailure) return isRetryableStatus(error.status);
  return error instanceof NetworkFailure || isTimeout(error);
}

/**
 * A failed call, as the API client threw it, that a later attempt may fix by itself: no answer, a timeout,
 * or one of the retryable statuses of docs/product.md#resilience. Anything that is not an ApiError never
 * reached the server's judgement, so it counts as transient too. The one rule for the services that send
 * again on their own (note and highlight sync, the session refresh).
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.code === 'network_error' || error.code === 'timeout' || error.status === 0) return true;
  return isRetryableStatus(error.status);
}

/**
 * Counts against the circuit breaker: the server is failing or unreachable. Other 4xx mean the server is
 * answering normally, so they never open the breaker.
 */
export function isBreakerFailure(error: unknown, isTimeout: (error: unknown) => boolean): boolean {
  if (error instanceof HttpFailure) return error.status >= 500 || isRetryableStatus(error.status);
  return error instanceof NetworkFailure || isTimeout(error);
}

/** Retry-After as seconds or an HTTP date → milliseconds (undefined when absent or unreadable). */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
