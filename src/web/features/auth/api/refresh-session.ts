import { auth as authConstants } from '@shared/constants';
import type { SignedInSession } from '@shared/contract/auth';
import { api } from '@web/lib/api-client';

/** POST /api/auth/refresh: rotates the session cookie and extends the session. */
export function refreshSession(): Promise<SignedInSession> {
  return api.post<SignedInSession>('/auth/refresh', undefined, { timeoutMs: authConstants.fetchTimeoutMs });
}
