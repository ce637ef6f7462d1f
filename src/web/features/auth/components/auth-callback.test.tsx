import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@web/components/ui/toast-store';
import { rememberSubscribePath } from '@web/lib/auth-redirect';
import {
  callsOf,
  json,
  renderWithAuth,
  signedInSession,
  testUser,
  type FetchImpl,
} from '../test/render-with-auth';
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

function server(callback: () => Response): FetchImpl {
  let signedIn = false;
  return async (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/auth/callback') && init?.method === 'POST') {
      const response = callback();
      if (response.ok) signedIn = true;
      return response;
    }
    if (url.endsWith('/api/auth/session')) {
      return json(
        200,
        signedIn ? signedInSession(new Date(Date.now() + 3_600_000).toISOString()) : { user: null },
      );
    }
    return json(404, {});
  };
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
    const { fetchMock, router } = renderWithAuth(<AuthCallback />, {
      path: '/auth/callback?code=abc&state=xyz&iss=http%3A%2F%2Flocalhost%2Fdev-google',
      fetch: server(ok('/subscriber/podcasts')),
      routes: [{ path: '/auth/callback', element: <AuthCallback /> }, ...routes],
    });
    expect(screen.getByText('Signing you in...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscriber/podcasts'));
    const post = fetchMock.mock.calls.find(
      ([, init]) => (init as RequestInit | undefined)?.method === 'POST',
    );
    expect(JSON.parse(String((post?.[1] as RequestInit).body))).toEqual({
      code: 'abc',
      state: 'xyz',
      iss: 'http://localhost/dev-google',
    });
    expect(callsOf(fetchMock).filter((c) => c === 'POST /api/auth/callback')).toHaveLength(1);
  });

  it('prefers a stored subscribe path, and clears it after use', async () => {
    rememberSubscribePath('/subscribe/link-1?ref=x');
    const { router } = renderWithAuth(<AuthCallback />, {
      path: '/auth/callback?code=abc2&state=xyz',
      fetch: server(ok('/subscriber/dashboard')),
      routes: [{ path: '/auth/callback', element: <AuthCallback /> }, ...routes],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe/link-1'));
    expect(router.state.location.search).toBe('?ref=x');
    expect(window.sessionStorage.getItem('subscribe_redirect_path')).toBeNull();
  });

  it("shows the server's message and an 'Authentication Error' toast when the check fails", async () => {
    renderWithAuth(<AuthCallback />, {
      path: '/auth/callback?code=abc3&state=wrong',
      fetch: server(() =>
        json(400, {
          error: {
            code: 'auth_state_mismatch',
            message: 'Authentication security verification failed. Please try signing in again.',
          },
        }),
      ),
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
    const { fetchMock } = renderWithAuth(<AuthCallback />, {
      path: '/auth/callback?state=only',
      fetch: server(ok('/')),
      routes: [{ path: '/auth/callback', element: <AuthCallback /> }],
    });
    expect(await screen.findByText('Authorization code is required')).toBeInTheDocument();
    expect(callsOf(fetchMock)).not.toContain('POST /api/auth/callback');
  });

  it('takes a cancelled sign-in calmly: no error, no toast, and the way back to the deep link kept', async () => {
    window.sessionStorage.setItem('auth_return_path', '/subscriber/podcasts?category=Science');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/auth/callback' });
    renderWithAuth(<AuthCallback />, {
      path: '/auth/callback?error=access_denied&state=s',
      fetch: server(ok('/')),
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
