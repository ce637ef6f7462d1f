import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@web/components/ui/toast-store';
import { rememberSubscribePath } from '@web/lib/auth-redirect';
import { answer, json, sentRequests } from '@web/test/server';
import { signedInSession, testUser } from '@web/test/factories';
import { renderWithAuth } from '../test/render-with-auth';
import { AuthCallback } from './auth-callback';

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetToasts();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The API around a sign-in: the callback answers with `callback`; the session exists once it said 200. */
function answerSignIn(callback: (request: Request) => Response | Promise<Response>) {
  let signedIn = false;
  answer({
    'POST /api/auth/callback': async (request) => {
      const response = await callback(request);
      if (response.ok) signedIn = true;
      return response;
    },
    'GET /api/auth/session': () =>
      json(200, signedIn ? signedInSession(new Date(Date.now() + 3_600_000).toISOString()) : { user: null }),
  });
}

const ok = (returnPath: string) => () =>
  json(200, {
    returnPath,
    sourcePage: null,
    user: testUser,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });

const routes = [
  { path: '/subscriber/podcasts', element: <p>podcasts page</p> },
  { path: '/subscribe/:id', element: <p>subscribe page</p> },
];

describe('/auth/callback', () => {
  it('exchanges the code once and goes to the return path', async () => {
    let sent: unknown;
    answerSignIn(async (request) => {
      sent = await request.json();
      return ok('/subscriber/podcasts')();
    });
    const { router } = renderWithAuth(<AuthCallback />, {
      path: '/auth/callback?code=abc&state=xyz&iss=http%3A%2F%2Flocalhost%2Fdev-google',
      routes: [{ path: '/auth/callback', element: <AuthCallback /> }, ...routes],
    });
    expect(screen.getByText('Signing you in...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscriber/podcasts'));
    expect(sent).toEqual({
      code: 'abc',
      state: 'xyz',
      iss: 'http://localhost/dev-google',
    });
    expect(sentRequests().filter((c) => c === 'POST /api/auth/callback')).toHaveLength(1);
  });

  it('prefers a stored subscribe path, and clears it after use', async () => {
    rememberSubscribePath('/subscribe/link-1?ref=x');
    answerSignIn(ok('/subscriber/dashboard'));
    const { router } = renderWithAuth(<AuthCallback />, {
      path: '/auth/callback?code=abc2&state=xyz',
      routes: [{ path: '/auth/callback', element: <AuthCallback /> }, ...routes],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe/link-1'));
    expect(router.state.location.search).toBe('?ref=x');
    expect(window.sessionStorage.getItem('subscribe_redirect_path')).toBeNull();
  });

  it("shows the server's message and an 'Authentication Error' toast when the check fails", async () => {
    answerSignIn(() =>
      json(400, {
        error: {
          code: 'auth_state_mismatch',
          message: 'Authentication security verification failed. Please try signing in again.',
        },
      }),
    );
    renderWithAuth(<AuthCallback />, {
      path: '/auth/callback?code=abc3&state=wrong',
      routes: [{ path: '/auth/callback', element: <AuthCallback /> }],
    });
    expect(
      await screen.findByText('Authentication security verification failed. Please try signing in again.'),
    ).toBeInTheDocument();
    expect(getToasts().map((t) => [t.title, t.variant])).toContainEqual([
      'Authentication Error',
      'destructive',
    ]);
    expect(screen.getByRole('link', { name: 'Go to Home' })).toBeInTheDocument();
  });

  it("says 'Authorization code is required' without a code", async () => {
    answerSignIn(ok('/'));
    renderWithAuth(<AuthCallback />, {
      path: '/auth/callback?state=only',
      routes: [{ path: '/auth/callback', element: <AuthCallback /> }],
    });
    expect(await screen.findByText('Authorization code is required')).toBeInTheDocument();
    expect(sentRequests()).not.toContain('POST /api/auth/callback');
  });

  it('takes a cancelled sign-in calmly: no error, no toast, and the way back to the deep link kept', async () => {
    window.sessionStorage.setItem('auth_return_path', '/subscriber/podcasts?category=Science');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/auth/callback' });
    answerSignIn(ok('/'));
    renderWithAuth(<AuthCallback />, {
      path: '/auth/callback?error=access_denied&state=s',
      routes: [{ path: '/auth/callback', element: <AuthCallback /> }],
    });
    expect(await screen.findByRole('heading', { name: 'Sign-in cancelled' })).toBeInTheDocument();
    expect(screen.queryByText('Authentication Error')).not.toBeInTheDocument();
    expect(getToasts()).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute(
      'href',
      '/subscriber/podcasts?category=Science',
    );
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(String(assign.mock.calls[0]![0])).toBe(
      `/api/auth/google/start?returnPath=${encodeURIComponent('/subscriber/podcasts?category=Science')}`,
    );
  });
});
