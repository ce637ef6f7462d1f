import { apiClient as defaults, circuitBreaker as breakerLimits } from '@shared/constants';
import { ApiError } from './api-error';
import {
  HttpFailure,
  isBreakerFailure,
  isTransientFailure,
  NetworkFailure,
  parseRetryAfter,
} from './api-failures';
import { ApiCircuitBreaker, BrokenCircuitError, type BreakerStorage } from './circuit-breaker';
import { backoff, retry, type DelaySchedule } from './retry';
import { sessionSignals } from './session-signals';
import { safeStorage, storageKeys } from './storage-keys';

export interface RequestOptions {
  signal?: AbortSignal;
  /** Overrides the default 30 s timeout per attempt (report lists use 15 s, report details 10 s). */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /**
   * Retry transient failures (3 retries, exponential backoff). Default: on for GET, PUT and DELETE, off for
   * POST and PATCH, which may not be safe to repeat.
   */
  retry?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const idempotent: ReadonlySet<Method> = new Set(['GET', 'PUT', 'DELETE']);

export const messages = {
  circuitOpen: 'Service temporarily unavailable due to too many failures. Please try again later.',
  timedOut: (attempts: number) =>
    `Request timed out after ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}. The server is taking too long to respond. Please try again in a moment.`,
  failedAfter: (attempts: number, message: string) => `Request failed after ${attempts} attempts: ${message}`,
} as const;

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Where the circuit breaker keeps its state across reloads (default: localStorage). */
  storage?: BreakerStorage | null;
  /** The wait before each retry (default: requestBackoff()); a longer Retry-After still wins. */
  backoff?: DelaySchedule;
  /** Told of every 401 answer (default: the app's session signals, which sign the app out). */
  onUnauthorized?: () => void;
}

/** An attempt ran out of time (its fetch is aborted with this as the reason). */
class AttemptTimeout extends Error {
  constructor() {
    super('Request timeout');
    this.name = 'AttemptTimeout';
  }
}

const isTimeout = (error: unknown) => error instanceof AttemptTimeout;

/**
 * Runs one attempt with its own signal, aborted by the caller's signal or after `ms`; at the deadline the
 * attempt fails with AttemptTimeout at once, whether or not `run` honours the abort.
 */
function withTimeout<T>(run: (signal: AbortSignal) => Promise<T>, ms: number, outer?: AbortSignal) {
  const controller = new AbortController();
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const timeout = new AttemptTimeout();
      controller.abort(timeout);
      reject(timeout);
    }, ms);
  });
  return Promise.race([run(controller.signal), deadline]).finally(() => {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  });
}

/**
 * docs/product.md#resilience: the wait before retry n of a request: 1 s, 2 s, 4 s … at most 30 s, each ±20 %
 * so a crowd of clients does not retry in lockstep. Query retries and note sync wait the same way.
 */
export function requestBackoff(random?: () => number): DelaySchedule {
  return backoff({
    baseMs: defaults.backoffBaseMs,
    capMs: defaults.backoffMaxMs,
    jitter: defaults.jitter,
    random,
  });
}

/**
 * The one API client (docs/product.md#resilience): JSON over fetch with the session cookie, a timeout per
 * attempt, retries with exponential backoff and jitter on transient failures (idempotent methods only), and a
 * circuit breaker shared by every call. Failures come out as ApiError with the server's code and message, or
 * the resilience messages of docs/product.md#resilience.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch: typeof fetch = options.fetch ?? ((...args) => globalThis.fetch(...args));
  const schedule = options.backoff ?? requestBackoff();
  // A server asking for a longer pause (429/503 with Retry-After) is heeded, still within the cap.
  const waitAfter: DelaySchedule = (retryNumber, failure) =>
    Math.min(
      defaults.backoffMaxMs,
      Math.max(schedule(retryNumber), failure instanceof HttpFailure ? (failure.retryAfterMs ?? 0) : 0),
    );
  const storage = options.storage === null ? undefined : (options.storage ?? safeStorage);
  const onUnauthorized = options.onUnauthorized ?? sessionSignals.unauthorized;

  const breaker = new ApiCircuitBreaker({
    storage,
    storageKey: storageKeys.circuitBreaker,
    isFailure: (error) => isBreakerFailure(error, isTimeout),
    healthCheck: async () => {
      try {
        const response = await doFetch(`${baseUrl}/health`, {
          credentials: 'same-origin',
          signal: AbortSignal.timeout(breakerLimits.healthCheckTimeoutMs),
        });
        return response.ok;
      } catch {
        return false;
      }
    },
  });

  async function send(
    method: Method,
    path: string,
    body: unknown,
    headers: RequestOptions['headers'],
    signal: AbortSignal,
  ) {
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        credentials: 'same-origin',
        signal,
        headers: {
          accept: 'application/json',
          ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      });
    } catch (error) {
      // Aborted by the timeout or by the caller: let those surface as themselves.
      if (signal.aborted) throw signal.reason ?? error;
      throw new NetworkFailure(error);
    }
    if (response.status === 204) return undefined;
    const text = await response.text();
    const data: unknown = text ? safeJson(text) : undefined;
    if (!response.ok) {
      if (response.status === 401) onUnauthorized();
      const error = (
        data as { error?: { code?: string; message?: string; details?: Record<string, unknown> } } | undefined
      )?.error;
      throw new HttpFailure(
        response.status,
        (error?.code as ApiError['code'] | undefined) ?? 'internal_error',
        error?.message ?? `Request failed with status ${response.status}`,
        error?.details,
        parseRetryAfter(response.headers.get('retry-after')),
      );
    }
    return data;
  }

  async function request<T>(
    method: Method,
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<T> {
    const retries = (options.retry ?? idempotent.has(method)) ? defaults.retries : 0;
    const timeoutMs = options.timeoutMs ?? defaults.timeoutMs;
    let attempts = 0;
    try {
      return (await breaker.execute(async () => {
        try {
          return await retry(
            (number) => {
              attempts = number;
              return withTimeout(
                (signal) => send(method, path, body, options.headers, signal),
                timeoutMs,
                options.signal,
              );
            },
            {
              schedule: waitAfter,
              maxAttempts: retries + 1,
              signal: options.signal,
              shouldRetry: (error) => isTransientFailure(error, isTimeout),
            },
          );
        } catch (error) {
          // A cancellation by the caller says nothing about the server, so it must not count against the
          // breaker.
          if (options.signal?.aborted) throw new CallerAbort(error);
          throw error;
        }
      }, options.signal)) as T;
    } catch (error) {
      throw toApiError(error, attempts, options.signal);
    }
  }

  return {
    get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, body, options),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, body, options),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, body, options),
    delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('DELETE', path, body, options),
    /** The shared circuit breaker (state, health check) — for diagnostics and tests. */
    breaker,
  };
}

function toApiError(error: unknown, attempts: number, callerSignal: AbortSignal | undefined): unknown {
  // The caller cancelled (e.g. TanStack Query unmounting): not a failure, pass the abort through.
  if (callerSignal?.aborted) return callerSignal.reason ?? error;
  if (error instanceof BrokenCircuitError) return new ApiError(503, 'circuit_open', messages.circuitOpen);
  if (isTimeout(error)) return new ApiError(0, 'timeout', messages.timedOut(Math.max(1, attempts)));
  if (error instanceof HttpFailure) {
    const message = attempts > 1 ? messages.failedAfter(attempts, error.message) : error.message;
    return new ApiError(error.status, error.code, message, error.details);
  }
  if (error instanceof NetworkFailure) {
    const message = attempts > 1 ? messages.failedAfter(attempts, error.message) : error.message;
    return new ApiError(0, 'network_error', message);
  }
  return error;
}

class CallerAbort extends Error {
  constructor(cause: unknown) {
    super('Request aborted', { cause });
    this.name = 'AbortError';
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: paths are relative to /api, e.g. `api.get('/reports')`. */
export const api = createApiClient();
