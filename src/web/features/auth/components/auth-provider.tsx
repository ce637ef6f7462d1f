import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { AuthUser, SessionResponse } from '@shared/contract/auth';
import { toast } from '@web/components/ui/toast';
import { isTransient } from '@web/lib/api-failures';
import { clearStoredRedirects } from '@web/lib/auth-redirect';
import { sessionSignals } from '@web/lib/session-signals';
import { getSession, sessionQueryOptions } from '../api/get-session';
import { authKeys } from '../api/query-keys';
import { refreshSession } from '../api/refresh-session';
import { signOutEverywhere } from '../api/sign-out';
import { useSessionCheck } from '../hooks/use-session-check';
import { useSessionRefreshTick } from '../hooks/use-session-refresh-tick';
import { useSignInAction } from '../hooks/use-sign-in-action';
import { hadSession } from '../lib/had-session';
import { refreshWithRetry } from '../lib/refresh-with-retry';
import { openSessionChannel, type SessionChannel } from '../lib/session-channel';
import {
  AuthContext,
  type AuthContextValue,
  type AuthEvent,
  type AuthEventListener,
  type AuthStatus,
} from './auth-context';

/**
 * docs/product.md#auth-and-sessions: loading, then signed in or signed out. The session lives in an HttpOnly
 * cookie; this provider only knows what GET /api/auth/session says, keeps the session alive while the page is
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

  const previousSignedIn = useRef<boolean | null>(null);
  const listeners = useRef(new Set<AuthEventListener>());
  const emit = useCallback((event: AuthEvent, eventUser: AuthUser | null) => {
    for (const listener of [...listeners.current]) listener(event, eventUser);
  }, []);
  const onAuthEvent = useCallback((listener: AuthEventListener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);

  // INITIAL_SESSION once loading ends; after that a change of status is a sign-in or a sign-out,
  // whichever way it came (the callback page, the one refresh attempt, an expired or revoked session).
  const previousStatus = useRef<AuthStatus>('loading');
  useEffect(() => {
    const previous = previousStatus.current;
    previousStatus.current = status;
    if (previous === status) return;
    if (previous === 'loading') emit('INITIAL_SESSION', user);
    else if (status === 'signed-in') emit('SIGNED_IN', user);
    else if (status === 'signed-out') emit('SIGNED_OUT', null);
  }, [status, user, emit]);

  const setSession = useCallback(
    (value: SessionResponse) => queryClient.setQueryData(authKeys.session(), value),
    [queryClient],
  );

  const channel = useRef<SessionChannel | null>(null);
  const toldByOtherTab = useRef(false);

  /** The session is gone: forget the user and everything fetched on their behalf. */
  const dropSession = useCallback(
    (options: { fromOtherTab?: boolean } = {}) => {
      const signedIn = Boolean(queryClient.getQueryData<SessionResponse>(authKeys.session())?.user);
      if (signedIn) toldByOtherTab.current = options.fromOtherTab === true;
      hadSession.forget();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      setSession({ user: null });
    },
    [queryClient, setSession],
  );

  // One session state across tabs: another tab's sign-out signs this one out; another tab's sign-in makes
  // this one look again.
  useEffect(() => {
    channel.current = openSessionChannel((message) => {
      if (message.type === 'signed-out') dropSession({ fromOtherTab: true });
      else void queryClient.invalidateQueries({ queryKey: authKeys.session() });
    });
    return () => {
      channel.current?.close();
      channel.current = null;
    };
  }, [dropSession, queryClient]);
  // However this tab found out (sign-out, a 401, a session check, the live stream's end), it forgets what
  // it fetched for the user and tells the other tabs.
  useEffect(() => {
    const previous = previousSignedIn.current;
    if (status !== 'loading') previousSignedIn.current = status === 'signed-in';
    if (previous === false && status === 'signed-in') channel.current?.post({ type: 'signed-in' });
    if (previous === true && status === 'signed-out') {
      hadSession.forget();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      if (!toldByOtherTab.current) channel.current?.post({ type: 'signed-out' });
      toldByOtherTab.current = false;
    }
  }, [status, queryClient]);

  // Any 401 anywhere means the session is gone (expired, revoked, ended elsewhere): signed out, never
  // shown as a failure of whatever was asked for.
  // A visitor who is not signed in has nothing to lose (and dropping would refetch into the same 401).
  useEffect(
    () =>
      sessionSignals.onUnauthorized(() => {
        if (queryClient.getQueryData<SessionResponse>(authKeys.session())?.user) dropSession();
      }),
    [dropSession, queryClient],
  );

  // Asked again when the tab comes back and every 30 s while visible: a session ended on another device
  // shows here without a click.
  const checkSession = useCallback(async () => {
    try {
      // Only the end of the session matters here; its expiry is the refresh tick's business.
      const current = await getSession();
      if (!current.user) dropSession();
    } catch {
      // Unreachable server: the next check, or the next 401, decides.
    }
  }, [dropSession]);
  useSessionCheck(status === 'signed-in', checkSession);

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
      const refreshed = await refreshWithRetry(refreshSession);
      setSession(refreshed);
      if (refreshed.user) emit('TOKEN_REFRESHED', refreshed.user);
    } catch (error) {
      // Unrefreshable for a non-retryable reason (revoked, expired): signed out cleanly. A server that
      // stayed unreachable is tried again on the next tick.
      if (!isTransient(error)) dropSession();
    }
  }, [setSession, dropSession, emit]);
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
      const reloaded = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
      setSession(reloaded);
      if (reloaded.user) emit('USER_UPDATED', reloaded.user);
    } catch {
      toast({ title: 'Refresh Error', description: 'Failed to refresh user data', variant: 'destructive' });
    }
  }, [queryClient, setSession, emit]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, expiresAt, signIn, signOut, signingIn, refresh, onAuthEvent }),
    [status, user, expiresAt, signIn, signOut, signingIn, refresh, onAuthEvent],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
