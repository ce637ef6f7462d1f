import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-error';
import { refreshWithRetry, shouldRefresh } from './refresh-with-retry';

describe('refreshWithRetry', () => {
  it('retries network failures from 200 ms, doubling, within 30 s', async () => {
    const waits: number[] = [];
    let clock = 0;
    let calls = 0;
    await expect(
      refreshWithRetry(
        async () => {
          calls++;
          throw new ApiError(0, 'network_error', 'offline');
        },
        { wait: async (ms) => void (waits.push(ms), (clock += ms)), now: () => clock },
      ),
    ).rejects.toThrow('offline');
    expect(waits.slice(0, 4)).toEqual([200, 400, 800, 1600]);
    expect(waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(30_000);
    expect(calls).toBe(waits.length + 1);
  });

  it('gives up at once when the session is gone', async () => {
    let calls = 0;
    await expect(
      refreshWithRetry(async () => {
        calls++;
        throw new ApiError(401, 'auth_session_revoked', 'revoked');
      }),
    ).rejects.toThrow('revoked');
    expect(calls).toBe(1);
  });

  it('refreshes when 90 s or less remain', () => {
    expect(shouldRefresh(1_000_000 + 91_000, 1_000_000)).toBe(false);
    expect(shouldRefresh(1_000_000 + 90_000, 1_000_000)).toBe(true);
  });
});
