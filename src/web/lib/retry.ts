/**
 * The one way the browser waits and tries again (ADR 142): delay schedules, a retry loop bound to an abort
 * signal, and the abortable wait itself. It knows shapes, not numbers: every caller builds its schedule
 * from the constants (docs/product.md#resilience) in `@shared/constants`.
 */

/**
 * The wait in milliseconds before retry number `retry` (1 is the first retry, after the first failure).
 * `error` is what failed, for callers whose wait depends on it (a server's Retry-After).
 */
export type DelaySchedule = (retry: number, error?: unknown) => number;

export interface BackoffOptions {
  /** The wait before the first retry. */
  baseMs: number;
  /** How much each wait grows over the one before (default 2: doubling). */
  factor?: number;
  /** The longest wait, jitter included (default: no cap). */
  capMs?: number;
  /**
   * A fraction of the wait added or taken away at random (0.2: between 80 % and 120 %), so that many
   * clients failing together do not all come back at the same moment (default 0: exact waits).
   */
  jitter?: number;
  /** Uniform in [0, 1) (default Math.random); tests pass a fixed one. */
  random?: () => number;
}

/** Exponential backoff: base, base × factor, base × factor² … up to the cap, each jittered. */
export function backoff({
  baseMs,
  factor = 2,
  capMs = Number.POSITIVE_INFINITY,
  jitter = 0,
  // Read at each draw, so a test that replaces Math.random reaches schedules made at import time.
  random = () => Math.random(),
}: BackoffOptions): DelaySchedule {
  return (retry) => {
    const exponential = Math.min(capMs, baseMs * factor ** (Math.max(1, retry) - 1));
    const jittered = jitter === 0 ? exponential : exponential * (1 + jitter * (random() * 2 - 1));
    return Math.round(Math.min(capMs, Math.max(0, jittered)));
  };
}

export interface StepsOptions {
  /** As in `backoff`: a fraction of each wait added or taken away at random (default 0: exact waits). */
  jitter?: number;
  /** Uniform in [0, 1) (default Math.random); tests pass a fixed one. */
  random?: () => number;
}

/**
 * Waits read from a list (for schedules that are not geometric); past its end the last wait repeats. With
 * `jitter`, each wait is drawn uniformly around the listed one, so the listed waits stay the averages.
 */
export function steps(
  delaysMs: readonly [number, ...number[]],
  { jitter = 0, random = () => Math.random() }: StepsOptions = {},
): DelaySchedule {
  return (retry) => {
    const listed = delaysMs[Math.min(Math.max(1, retry), delaysMs.length) - 1]!;
    return jitter === 0 ? listed : Math.round(Math.max(0, listed * (1 + jitter * (random() * 2 - 1))));
  };
}

/** Resolves after `ms`, or rejects with the abort reason as soon as `signal` aborts (at once if it has). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}

interface RetryRules {
  schedule: DelaySchedule;
  /** Stops the waiting and any further attempt; the abort reason is what the retry then throws. */
  signal?: AbortSignal | undefined;
  /** Whether a failure is worth another attempt (default: every failure is). */
  shouldRetry?: (error: unknown, attempt: number) => boolean;
}

/** A retry is bounded by a number of attempts, by time, or both; an endless one has to be written out. */
export type RetryOptions = RetryRules &
  (
    | {
        /** Attempts in all, the first included. */
        maxAttempts: number;
        maxElapsedMs?: number;
      }
    | {
        maxAttempts?: number;
        /** No retry whose wait would end later than this long after the first attempt started. */
        maxElapsedMs: number;
      }
  );

/**
 * Runs `attempt` (given its 1-based number) until it succeeds, a failure is not worth retrying, the
 * attempts or the time run out (the last failure is thrown), or `signal` aborts. A failure that comes while
 * the signal is aborted is thrown as it is, without asking `shouldRetry`: the caller gave up.
 */
export async function retry<T>(attempt: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const { schedule, signal, shouldRetry = () => true } = options;
  const maxAttempts = options.maxAttempts ?? Number.POSITIVE_INFINITY;
  const maxElapsedMs = options.maxElapsedMs ?? Number.POSITIVE_INFINITY;
  const started = Date.now();
  for (let number = 1; ; number += 1) {
    if (signal?.aborted) throw signal.reason;
    try {
      return await attempt(number);
    } catch (error) {
      if (signal?.aborted || number >= maxAttempts || !shouldRetry(error, number)) throw error;
      const delay = schedule(number, error);
      if (Date.now() + delay - started > maxElapsedMs) throw error;
      await sleep(delay, signal);
    }
  }
}
