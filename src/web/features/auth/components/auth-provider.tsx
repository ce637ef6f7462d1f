import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { SessionResponse } from '@shared/contract/auth';
import { toast } from '@web/components/ui/toast';
import { clearStoredRedirects } from '@web/lib/auth-redirect';
import { sessionQueryOptions } from '../api/get-session';
import { authKeys } from '../api/query-keys';
import { refreshSession } from '../api/refresh-session';
import { signOutEverywhere } from '../api/sign-out';
import { useSessionRefreshTick } from '../hooks/use-session-refresh-tick';
import { useSignInAction } from '../hooks/use-sign-in-action';
import { hadSession } from '../lib/had-session';
import { isRetryableRefreshError, refreshWithRetry } from '../lib/refresh-with-retry';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';

/**
 * Spec §4 Auth: loading, then signed in or signed out. The session lives in an HttpOnly cookie; this
 * provider only knows what GET /api/auth/session says, keeps the session alive while the page is
 * visible, and signs the user out cleanly when it cannot be refreshed.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const session = useQuery(sessionQueryOptions());

  const data = session.data;
  const user = data?.user ?? null;
  const expiresAt = data && data.user ? data.expiresAt : null;
  const status: AuthStatus = session.isPending ? 'loading' : user ? 'signed-in' : 'signed-out';

  const setSession = useCallback(
    (value: SessionResponse) => queryClient.setQueryData(authKeys.session(), value),
    [queryClient],
  );

  /** The session is gone: forget the user and everything fetched on their behalf. */
  const dropSession = useCallback(() => {
    hadSession.forget();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
    setSession({ user: null });
  }, [queryClient, setSession]);

  useEffect(() => {
    if (status === 'signed-in') hadSession.remember();
  }, [status]);

  // With no user after loading, one refresh is attempted (re-armed by a sign-in or sign-out).
  const refreshAttempted = useRef(false);
  useEffect(() => {
    if (status !== 'signed-out' || refreshAttempted.current) return;
    refreshAttempted.current = true;
    if (!session.isError && !hadSession.get()) return;
    refreshSession().then(setSession, () => hadSession.forget());
  }, [status, session.isError, setSession]);
  useEffect(() => {
    if (status === 'signed-in') refreshAttempted.current = false;
  }, [status]);

  const refreshToken = useCallback(async () => {
    try {
      setSession(await refreshWithRetry(refreshSession));
    } catch (error) {
      // Unrefreshable for a non-retryable reason (revoked, expired): signed out cleanly. A server that
      // stayed unreachable is tried again on the next tick.
      if (!isRetryableRefreshError(error)) dropSession();
    }
  }, [setSession, dropSession]);
  useSessionRefreshTick(expiresAt, refreshToken);

  const { signIn, signingIn } = useSignInAction(`${location.pathname}${location.search}`);

  const signOut = useCallback(async () => {
    let failed = false;
    try {
      await signOutEverywhere();
    } catch (error) {
      failed = true;
      console.warn('Failed to sign out from server', error);
    }
    // Wiped whatever the server said: the user asked to leave.
    clearStoredRedirects();
    dropSession();
    if (failed) {
      toast({
        title: 'Sign Out Error',
        description: 'Failed to sign out from server',
        variant: 'destructive',
      });
    } else {
      toast({ title: 'Signed Out', description: 'You have been signed out successfully' });
    }
  }, [dropSession]);

  const refresh = useCallback(async () => {
    try {
      setSession(await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }));
    } catch {
      toast({ title: 'Refresh Error', description: 'Failed to refresh user data', variant: 'destructive' });
    }
  }, [queryClient, setSession]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, expiresAt, signIn, signOut, signingIn, refresh }),
    [status, user, expiresAt, signIn, signOut, signingIn, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
