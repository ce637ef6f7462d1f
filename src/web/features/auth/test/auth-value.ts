import { vi } from 'vitest';
import type { AuthContextValue } from '../components/auth-context';

/**
 * The auth context a page sees, for tests that render a page without the auth provider: signed in as
 * Robin (a listener), signed out, or still loading. Its actions are spies that do nothing.
 */
export function authValue(status: AuthContextValue['status']): AuthContextValue {
  return {
    status,
    user:
      status === 'signed-in'
        ? {
            id: '5d0c7f5e-1111-4a2b-9c3d-000000000001',
            email: 'robin@example.test',
            displayName: 'Robin',
            fullName: 'Robin Example',
            avatarUrl: null,
            isCreator: false,
            isAdmin: false,
          }
        : null,
    expiresAt: null,
    signIn: vi.fn(),
    signOut: vi.fn(async () => undefined),
    signingIn: false,
    refresh: vi.fn(async () => undefined),
    onAuthEvent: () => () => undefined,
  };
}
