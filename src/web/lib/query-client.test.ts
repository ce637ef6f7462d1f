import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, shouldRetryQuery } from './query-client';

describe('query client', () => {
  it('uses the spec defaults', () => {
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
});
