import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@web/lib/api-error';
import { refreshWithRetry, shouldRefresh } from './refresh-with-retry';

/** The random source the retry jitter draws from; 0.5 is the middle of the spread: the average wait. */
let draw: () => number;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-24T09:00:00Z') });
  draw = () => 0.5;
  vi.spyOn(Math, 'random').mockImplementation(() => draw());
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The waits between the attempts of a refresh that fails 4 times and then succeeds. */
async function retryWaits(): Promise<number[]> {
  const { refresh, startedAt } = refreshFailing(4, offline);
  const outcome = refreshWithRetry(refresh);
  await vi.advanceTimersByTimeAsync(30_000);
  await outcome;
  return startedAt.slice(1).map((at, index) => at - startedAt[index]!);
}

/** A refresh that fails with `error` `failures` times, then succeeds; it notes when it ran. */
function refreshFailing(failures: number, error: unknown) {
  const startedAt: number[] = [];
  const start = Date.now();
  const refresh = vi.fn(async () => {
    startedAt.push(Date.now() - start);
    if (startedAt.length <= failures) throw error;
    return 'refreshed';
  });
  return { refresh, startedAt };
}

const offline = new ApiError(0, 'network_error', 'offline');

describe('refreshWithRetry', () => {
  it('retries network failures from 200 ms, doubling, and gives up within 30 s', async () => {
    const { refresh, startedAt } = refreshFailing(Number.POSITIVE_INFINITY, offline);
    const outcome = refreshWithRetry(refresh).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await outcome).toBe(offline);
    expect(startedAt).toEqual([0, 200, 600, 1400, 3000, 6200, 12_600, 25_400]);
    expect(startedAt.at(-1)).toBeLessThanOrEqual(30_000);
  });

  it('draws each wait within ±50 % of its doubling step, so tabs do not come back together', async () => {
    draw = () => 0;
    expect(await retryWaits()).toEqual([100, 200, 400, 800]);
    draw = () => 0.999999;
    expect(await retryWaits()).toEqual([300, 600, 1200, 2400]);
  });

  it('keeps 200 ms doubling as the average waits', async () => {
    // Evenly spread draws stand for a uniform random source: their mean is the mean of the spread.
    const runs = 20;
    const totals = [0, 0, 0, 0];
    for (let run = 0; run < runs; run++) {
      let next = run;
      draw = () => ((next++ % runs) + 0.5) / runs;
      (await retryWaits()).forEach((wait, index) => (totals[index]! += wait));
    }
    const means = totals.map((total) => total / runs);
    expect(means[0]).toBeCloseTo(200, 0);
    expect(means[1]).toBeCloseTo(400, 0);
    expect(means[2]).toBeCloseTo(800, 0);
    expect(means[3]).toBeCloseTo(1600, 0);
  });

  it('succeeds as soon as the server answers again', async () => {
    const gateway = new ApiError(503, 'service_unavailable', 'restarting');
    const { refresh, startedAt } = refreshFailing(2, gateway);
    const outcome = refreshWithRetry(refresh);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toBe('refreshed');
    expect(startedAt).toEqual([0, 200, 600]);
  });

  it('retries every retryable status of the API client, a 429 included', async () => {
    const limited = new ApiError(429, 'rate_limited', 'slow down');
    const { refresh, startedAt } = refreshFailing(1, limited);
    const outcome = refreshWithRetry(refresh);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toBe('refreshed');
    expect(startedAt).toEqual([0, 200]);
  });

  it('gives up at once on a plain server error, which another try does not fix', async () => {
    const { refresh } = refreshFailing(1, new ApiError(500, 'internal_error', 'boom'));
    await expect(refreshWithRetry(refresh)).rejects.toThrow('boom');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('gives up at once when the session is gone', async () => {
    const { refresh } = refreshFailing(1, new ApiError(401, 'auth_session_revoked', 'revoked'));
    await expect(refreshWithRetry(refresh)).rejects.toThrow('revoked');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes when 90 s or less remain', () => {
    expect(shouldRefresh(1_000_000 + 91_000, 1_000_000)).toBe(false);
    expect(shouldRefresh(1_000_000 + 90_000, 1_000_000)).toBe(true);
  });
});
