import { createContext } from 'react';
import type { AuthUser } from '@shared/contract/auth';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/**
 * The auth events of docs/product.md#auth-and-sessions, as far as they exist with Google sign-in and
 * server-side sessions (no passwords, so no PASSWORD_RECOVERY; Google does the second factor, so no
 * MFA_CHALLENGE_VERIFIED).
 */
export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED';
export type AuthEventListener = (event: AuthEvent, user: AuthUser | null) => void;

export interface SignInOptions {
  /** Path + query to come back to (default: the current page). */
  returnPath?: string;
  /** Where the sign-in was started from, e.g. 'landing_page'. */
  sourcePage?: string;
}

export interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  /** When the current session ends unless refreshed (ISO), or null when signed out. */
  expiresAt: string | null;
  /** Leaves for Google sign-in; comes back to the return path. */
  signIn(options?: SignInOptions): void;
  /** Ends every session of the user; the local state is wiped even if the server call fails. */
  signOut(): Promise<void>;
  /** True from the moment sign-in starts until the page leaves for Google. */
  signingIn: boolean;
  /** Reloads the user (after a profile change, or becoming a creator). */
  refresh(): Promise<void>;
  /** Calls `listener` on every auth event from now on; returns the unsubscribe function. */
  onAuthEvent(listener: AuthEventListener): () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
