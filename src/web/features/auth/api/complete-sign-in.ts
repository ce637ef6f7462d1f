import { auth as authConstants } from '@shared/constants';
import type { CallbackBody, CallbackResponse } from '@shared/contract/auth';
import { api } from '@web/lib/api-client';

/** POST /api/auth/callback with the parameters Google put on /auth/callback; sets the session cookie. */
export function completeSignIn(body: CallbackBody): Promise<CallbackResponse> {
  return api.post<CallbackResponse>('/auth/callback', body, { timeoutMs: authConstants.fetchTimeoutMs });
}
