import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SessionResponse } from '@shared/contract/auth';
import { loadWithQueryRetry } from '@web/lib/query-retry';
import { getSession } from '../api/get-session';
import { refreshSession } from '../api/refresh-session';
import { useSignInAction } from '../hooks/use-sign-in-action';
import { hadSession } from '../lib/had-session';
import { AuthContext, type AuthContextValue } from './auth-context';

const nothingToDo = async () => undefined;
// A visitor's document only ever starts sign-in; the full app, which takes over once signed in, emits.
const noEvents = () => () => undefined;

/**
 * AuthProvider for the landing document (ADR 084), which is built without TanStack Query and the router:
 * one session check, and the same single refresh attempt AuthProvider makes when the check failed or this
 * browser had a session. Someone who turns out to be signed in is handed to the full app (`onSignedIn`),
 * which sends them on to their reports as the landing route does; everyone else is a visitor who can
 * only start sign-in here.
 */
export function VisitorAuthProvider({
  children,
  onSignedIn,
}: {
  children: ReactNode;
  onSignedIn: (session: SessionResponse) => void;
}) {
  const [status, setStatus] = useState<'loading' | 'signed-out'>('loading');
  const { signIn, signingIn } = useSignInAction(`${window.location.pathname}${window.location.search}`);
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;

  useEffect(() => {
    const controller = new AbortController();
    const live = () => !controller.signal.aborted;
    void (async () => {
      let failed = false;
      try {
        const session = await loadWithQueryRetry(() => getSession(), controller.signal);
        if (!live()) return;
        if (session.user) return signedIn.current(session);
      } catch {
        if (!live()) return;
        failed = true;
      }
      setStatus('signed-out');
      if (!failed && !hadSession.get()) return;
      try {
        const refreshed = await refreshSession();
        if (live()) signedIn.current(refreshed);
      } catch {
        hadSession.forget();
      }
    })();
    return () => controller.abort();
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user: null,
      expiresAt: null,
      signIn,
      signingIn,
      signOut: nothingToDo,
      refresh: nothingToDo,
      onAuthEvent: noEvents,
    }),
    [status, signIn, signingIn],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
