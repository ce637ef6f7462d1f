import type { UseQueryOptions } from '@tanstack/react-query';
import { auth as authConstants } from '@shared/constants';
import type { SessionResponse } from '@shared/contract/auth';
import { api } from '@web/lib/api-client';
import { authKeys } from './query-keys';

/** GET /api/auth/session: the signed-in user, profile and expiry, or { user: null }. */
export function getSession(): Promise<SessionResponse> {
  return api.get<SessionResponse>('/auth/session', { timeoutMs: authConstants.fetchTimeoutMs });
}

/**
 * A plain object rather than TanStack's `queryOptions()`: the landing document reads the session through
 * this file and must not load TanStack Query (ADR 084, chunks by package since ADR 150).
 */
export const sessionQueryOptions = () =>
  ({
    queryKey: authKeys.session(),
    queryFn: getSession,
    // The session changes only through this feature (sign-in, refresh, sign-out), which updates the
    // cache itself; user cache 30 min (docs/product.md#constants-and-limits).
    staleTime: authConstants.userCacheMs,
    retry: 1,
  }) satisfies UseQueryOptions<SessionResponse>;
