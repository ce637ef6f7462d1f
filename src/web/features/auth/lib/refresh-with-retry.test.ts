import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@web/lib/api-error';
import { refreshWithRetry, shouldRefresh } from './refresh-with-retry';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-24T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

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

  it('succeeds as soon as the server answers again', async () => {
    const gateway = new ApiError(503, 'service_unavailable', 'restarting');
    const { refresh, startedAt } = refreshFailing(2, gateway);
    const outcome = refreshWithRetry(refresh);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toBe('refreshed');
    expect(startedAt).toEqual([0, 200, 600]);
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
