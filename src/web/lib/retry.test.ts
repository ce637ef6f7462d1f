import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoff, retry, sleep, steps } from './retry';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-24T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

/** An attempt that fails `failures` times with `error`, then answers 'done'; it notes when it ran. */
function flaky(failures: number, error: unknown = new Error('unavailable')) {
  const startedAt: number[] = [];
  const start = Date.now();
  const attempt = vi.fn(async (_number: number) => {
    startedAt.push(Date.now() - start);
    if (startedAt.length <= failures) throw error;
    return 'done';
  });
  return { attempt, startedAt };
}

/** Settles `promise` while the fake clock runs `ms` ahead. */
async function settle<T>(promise: Promise<T>, ms = 10 * 60_000) {
  const outcome = promise.then(
    (value) => ({ value, error: undefined as unknown }),
    (error: unknown) => ({ value: undefined, error }),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return outcome;
}

describe('backoff', () => {
  it('grows by the factor from the base and stops at the cap', () => {
    const doubling = backoff({ baseMs: 1000, capMs: 30_000 });
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => doubling(n))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect([1, 2, 3].map((n) => backoff({ baseMs: 100, factor: 3 })(n))).toEqual([100, 300, 900]);
  });

  it('spreads each wait by the jitter, drawn from the injected random, and never past the cap', () => {
    const spec = (random: number) =>
      backoff({ baseMs: 1000, capMs: 30_000, jitter: 0.2, random: () => random });
    expect(spec(0)(1)).toBe(800);
    expect(spec(0.5)(1)).toBe(1000);
    expect(spec(0.999999)(1)).toBe(1200);
    expect(spec(0)(10)).toBe(24_000);
    expect(spec(0.999999)(10)).toBe(30_000);
  });

  it('draws a new random number for every wait', () => {
    const draws = [0, 0.999999, 0.5];
    const schedule = backoff({ baseMs: 1000, jitter: 0.2, random: () => draws.shift()! });
    expect([1, 1, 1].map((n) => schedule(n))).toEqual([800, 1200, 1000]);
  });
});

describe('steps', () => {
  it('reads the waits from the list and repeats the last one', () => {
    const schedule = steps([1000, 2000, 5000, 10_000]);
    expect([1, 2, 3, 4, 5, 50].map((n) => schedule(n))).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
  });

  it('draws each wait within the jitter around the listed one, from the injected random', () => {
    const spec = (random: number) => steps([1000, 2000], { jitter: 0.5, random: () => random });
    expect([spec(0)(1), spec(0)(2)]).toEqual([500, 1000]);
    expect([spec(0.5)(1), spec(0.5)(2)]).toEqual([1000, 2000]);
    expect([spec(0.999999)(1), spec(0.999999)(2)]).toEqual([1500, 3000]);
  });

  it('keeps the listed waits as the averages of the jittered ones', () => {
    // Evenly spread draws stand for a uniform random source: their mean is the mean of the spread.
    const draws = 1000;
    let next = 0;
    const schedule = steps([1000, 10_000], { jitter: 0.5, random: () => ((next++ % draws) + 0.5) / draws });
    for (const [retryNumber, listed] of [
      [1, 1000],
      [2, 10_000],
    ] as const) {
      const waits = Array.from({ length: draws }, () => schedule(retryNumber));
      expect(Math.min(...waits)).toBeGreaterThanOrEqual(listed * 0.5);
      expect(Math.max(...waits)).toBeLessThanOrEqual(listed * 1.5);
      expect(waits.reduce((sum, wait) => sum + wait, 0) / draws).toBeCloseTo(listed, 0);
      // Spread, not bunched: the waits of many callers cover the whole range.
      expect(new Set(waits).size).toBeGreaterThan(draws / 2);
    }
  });
});

describe('retry', () => {
  it('waits the schedule between attempts and returns the first success', async () => {
    const { attempt, startedAt } = flaky(3);
    const { value } = await settle(retry(attempt, { schedule: backoff({ baseMs: 1000 }), maxAttempts: 4 }));
    expect(value).toBe('done');
    expect(startedAt).toEqual([0, 1000, 3000, 7000]);
    expect(attempt.mock.calls.map(([number]) => number)).toEqual([1, 2, 3, 4]);
  });

  it('throws the last failure when the attempts run out', async () => {
    const failure = new Error('still down');
    const { attempt } = flaky(Number.POSITIVE_INFINITY, failure);
    const { error } = await settle(retry(attempt, { schedule: () => 100, maxAttempts: 3 }));
    expect(error).toBe(failure);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('gives up when the next wait would end past the time allowed', async () => {
    const { attempt, startedAt } = flaky(Number.POSITIVE_INFINITY);
    await settle(retry(attempt, { schedule: backoff({ baseMs: 200 }), maxElapsedMs: 30_000 }));
    // 200 + 400 + … + 12 800 = 25 400 ms; the next wait (25 600 ms) would end after 30 s.
    expect(startedAt).toEqual([0, 200, 600, 1400, 3000, 6200, 12_600, 25_400]);
  });

  it('throws a failure that is not worth retrying at once', async () => {
    const refused = Object.assign(new Error('forbidden'), { status: 403 });
    const { attempt } = flaky(Number.POSITIVE_INFINITY, refused);
    const shouldRetry = vi.fn((error: unknown) => (error as { status?: number }).status !== 403);
    const { error } = await settle(retry(attempt, { schedule: () => 1000, maxAttempts: 5, shouldRetry }));
    expect(error).toBe(refused);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(shouldRetry).toHaveBeenCalledWith(refused, 1);
  });

  it('passes the failure to the schedule, so a wait can depend on it', async () => {
    const slowDown = Object.assign(new Error('rate limited'), { retryAfterMs: 5000 });
    const { attempt, startedAt } = flaky(1, slowDown);
    const schedule = vi.fn((_retry: number, error?: unknown) => (error as typeof slowDown).retryAfterMs);
    await settle(retry(attempt, { schedule, maxAttempts: 2 }));
    expect(schedule).toHaveBeenCalledWith(1, slowDown);
    expect(startedAt).toEqual([0, 5000]);
  });

  it('stops waiting when the signal aborts, with the abort reason, and makes no further attempt', async () => {
    const controller = new AbortController();
    const { attempt } = flaky(Number.POSITIVE_INFINITY);
    const outcome = settle(
      retry(attempt, { schedule: () => 10_000, maxAttempts: 3, signal: controller.signal }),
      0,
    );
    await vi.advanceTimersByTimeAsync(4000);
    const reason = new DOMException('left the page', 'AbortError');
    controller.abort(reason);
    expect((await outcome).error).toBe(reason);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('makes no attempt with a signal that is already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('gone', 'AbortError'));
    const { attempt } = flaky(0);
    const { error } = await settle(
      retry(attempt, { schedule: () => 0, maxAttempts: 3, signal: controller.signal }),
    );
    expect(error).toBe(controller.signal.reason);
    expect(attempt).not.toHaveBeenCalled();
  });

  it('does not retry a failure that came while the signal was aborted', async () => {
    const controller = new AbortController();
    const shouldRetry = vi.fn(() => true);
    const attempt = vi.fn(async () => {
      controller.abort();
      throw new Error('cancelled mid-flight');
    });
    const { error } = await settle(
      retry(attempt, { schedule: () => 0, maxAttempts: 3, signal: controller.signal, shouldRetry }),
    );
    expect(error).toEqual(new Error('cancelled mid-flight'));
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(shouldRetry).not.toHaveBeenCalled();
  });
});

describe('sleep', () => {
  it('resolves after the wait and leaves no listener or timer behind', async () => {
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    let done = false;
    void sleep(1000, controller.signal).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
    expect(vi.getTimerCount()).toBe(0);
  });
});
