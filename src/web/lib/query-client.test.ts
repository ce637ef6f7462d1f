import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, shouldRetryQuery } from './query-client';
import { loadWithQueryRetry } from './query-retry';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A read that fails `failures` times with `error`, then answers; it notes when it ran. */
function flakyRead(failures: number, error: unknown = new ApiError(503, 'service_unavailable', 'down')) {
  const startedAt: number[] = [];
  const start = Date.now();
  const read = vi.fn(async () => {
    startedAt.push(Date.now() - start);
    if (startedAt.length <= failures) throw error;
    return 'fresh';
  });
  return { read, startedAt };
}

describe('query client', () => {
  it('uses the documented defaults', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(300_000);
    expect(queries?.gcTime).toBe(600_000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(mutations?.retry).toBe(0);
  });

  it('retries a failed query once, unless another attempt cannot help', () => {
    expect(shouldRetryQuery(0, new Error('boom'))).toBe(true);
    expect(shouldRetryQuery(1, new Error('boom'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(503, 'service_unavailable', 'down'))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError(429, 'rate_limited', 'slow down'))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError(404, 'not_found', 'gone'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(401, 'unauthorized', 'sign in'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(503, 'circuit_open', 'open'))).toBe(false);
  });

  it.each([
    [0, 800],
    [0.5, 1000],
    [0.999999, 1200],
  ])(
    'waits the API client’s first backoff step before the one retry (random %f → %i ms)',
    async (draw, wait) => {
      vi.useFakeTimers();
      vi.spyOn(Math, 'random').mockReturnValue(draw);
      const { read, startedAt } = flakyRead(1);
      const result = createQueryClient().fetchQuery({ queryKey: ['flaky'], queryFn: read });
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(read).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('fresh');
      expect(startedAt).toEqual([0, wait]);
    },
  );
});

describe('loadWithQueryRetry (reads made without TanStack Query)', () => {
  it('retries once after the same wait a query makes', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { read, startedAt } = flakyRead(5);
    const outcome = loadWithQueryRetry(read, new AbortController().signal).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await outcome).toMatchObject({ code: 'service_unavailable' });
    expect(startedAt).toEqual([0, 1000]);
  });

  it('does not retry what another attempt cannot fix, nor when told not to', async () => {
    const notFound = flakyRead(1, new ApiError(404, 'not_found', 'gone'));
    await expect(loadWithQueryRetry(notFound.read, new AbortController().signal)).rejects.toThrow('gone');
    expect(notFound.read).toHaveBeenCalledTimes(1);
    const once = flakyRead(1);
    await expect(loadWithQueryRetry(once.read, new AbortController().signal, false)).rejects.toThrow('down');
    expect(once.read).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the page goes away', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const { read } = flakyRead(1);
    const outcome = loadWithQueryRetry(read, controller.signal).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort(new DOMException('unmounted', 'AbortError'));
    expect(await outcome).toBe(controller.signal.reason);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
