import { describe, expect, it } from 'vitest';
import { apiClient } from '@shared/constants';
import { ApiError } from './api-error';
import { isTransient } from './api-failures';

describe('isTransient', () => {
  it.each(apiClient.retryableStatuses)('counts a %i as worth another attempt', (status) => {
    expect(isTransient(new ApiError(status, 'service_unavailable', 'busy'))).toBe(true);
  });

  it('counts no answer, a timeout and an open breaker as worth another attempt', () => {
    expect(isTransient(new ApiError(0, 'network_error', 'offline'))).toBe(true);
    expect(isTransient(new ApiError(0, 'timeout', 'slow'))).toBe(true);
    expect(isTransient(new ApiError(503, 'circuit_open', 'open'))).toBe(true);
    expect(isTransient(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('leaves out what the server answered on purpose, a plain 500 included', () => {
    for (const [status, code] of [
      [400, 'validation_error'],
      [401, 'auth_session_revoked'],
      [404, 'not_found'],
      [409, 'note_version_conflict'],
      [413, 'note_too_large'],
      [500, 'internal_error'],
      [501, 'internal_error'],
    ] as const) {
      expect(isTransient(new ApiError(status, code, 'no'))).toBe(false);
    }
  });
});
