import { auth as authConstants } from '@shared/constants';
import { safeReturnPath } from '@shared/return-path';

/**
 * Where to go after signing in (docs/product.md#redirect-after-sign-in). Shared so that any page can remember
 * a subscribe path before it asks the visitor to sign in (the subscribe page does), and the sign-in callback
 * can find it. Kept in sessionStorage: it belongs to this tab's sign-in only.
 */
const keys = {
  subscribePath: 'subscribe_redirect_path',
  subscribeTime: 'subscribe_redirect_time',
  returnPath: 'auth_return_path',
  sourcePage: 'auth_source_page',
} as const;

const session = {
  get(key: string): string | null {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the server-side return path still brings the visitor back.
    }
  },
  remove(key: string): void {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // ignore
    }
  },
};

/** Remembers the subscribe page the visitor was on: after sign-in it wins over every other path. */
export function rememberSubscribePath(path: string, now = Date.now()): void {
  session.set(keys.subscribePath, safeReturnPath(path));
  session.set(keys.subscribeTime, String(now));
}

const isSubscribePage = (pathname: string) => /^\/(subscribe|invite)\//.test(pathname);
const isHomePage = (pathname: string) => pathname === '/home';

export interface SignInTarget {
  returnPath: string;
  sourcePage: string | undefined;
}

/**
 * The return path to send with a sign-in started at `current` (path + query). From /home the visitor
 * lands on the dashboard; from a subscribe page too, with the subscribe path stored so it wins.
 */
export function signInTarget(current: string, requested?: string, sourcePage?: string): SignInTarget {
  const currentPath = safeReturnPath(current);
  const pathname = currentPath.split(/[?#]/)[0] ?? '/';
  let returnPath = safeReturnPath(requested ?? currentPath);
  if (isSubscribePage(pathname)) {
    rememberSubscribePath(currentPath);
    returnPath = '/subscriber/dashboard';
  } else if (isHomePage(pathname)) {
    returnPath = '/subscriber/dashboard';
  }
  session.set(keys.returnPath, returnPath);
  if (sourcePage) session.set(keys.sourcePage, sourcePage);
  else session.remove(keys.sourcePage);
  return { returnPath, sourcePage };
}

/**
 * Where to land after a successful sign-in: a fresh stored subscribe path first, then the path the
 * server kept with the login, then the one this tab stored. Stored paths are cleared once used.
 */
export function takePostSignInPath(serverReturnPath: string | undefined, now = Date.now()): string {
  const subscribePath = session.get(keys.subscribePath);
  const subscribeTime = Number(session.get(keys.subscribeTime) ?? 0);
  const storedReturn = session.get(keys.returnPath);
  clearStoredRedirects();
  if (subscribePath && now - subscribeTime <= authConstants.loginTransactionMs)
    return safeReturnPath(subscribePath);
  return safeReturnPath(serverReturnPath ?? storedReturn);
}

/**
 * Where the sign-in under way was meant to end (a fresh subscribe path first, then the stored return
 * path), without using it up: a cancelled sign-in offers the way back there, and a retry keeps it.
 */
export function pendingSignInPath(now = Date.now()): string {
  const subscribePath = session.get(keys.subscribePath);
  const subscribeTime = Number(session.get(keys.subscribeTime) ?? 0);
  if (subscribePath && now - subscribeTime <= authConstants.loginTransactionMs)
    return safeReturnPath(subscribePath);
  return safeReturnPath(session.get(keys.returnPath));
}

export function clearStoredRedirects(): void {
  for (const key of Object.values(keys)) session.remove(key);
}
