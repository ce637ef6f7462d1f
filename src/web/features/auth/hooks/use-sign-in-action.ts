import { useCallback, useEffect, useState } from 'react';
import { signInTarget } from '@web/lib/auth-redirect';
import { goToSignIn, startSignInUrl } from '../api/start-sign-in';
import type { SignInOptions } from '../components/auth-context';

/**
 * `signIn()` and its 'Signing in...' flag, shared by the app's AuthProvider and the landing page's
 * VisitorAuthProvider. `currentPath` (path + query) is where sign-in comes back to by default.
 */
export function useSignInAction(currentPath: string) {
  const [signingIn, setSigningIn] = useState(false);

  // Coming back from Google with the browser's Back button restores this page from the cache.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSigningIn(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const signIn = useCallback(
    (options: SignInOptions = {}) => {
      setSigningIn(true);
      const target = signInTarget(currentPath, options.returnPath, options.sourcePage);
      goToSignIn(startSignInUrl(target.returnPath, target.sourcePage));
    },
    [currentPath],
  );

  return { signIn, signingIn };
}
