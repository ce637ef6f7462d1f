import { auth as authConstants } from '@shared/constants';
import { api } from '@web/lib/api-client';

/** POST /api/auth/logout?scope=global: ends every session of the user (docs/product.md#auth-and-sessions). */
export function signOutEverywhere(): Promise<void> {
  return api.post<void>('/auth/logout?scope=global', undefined, { timeoutMs: authConstants.fetchTimeoutMs });
}
