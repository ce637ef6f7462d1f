import { useEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '@shared/constants';
import { getToasts, resetToasts } from '@web/components/ui/toast-store';
import { api as appApi } from '@web/lib/api-client';
import { answer, json, sentRequests } from '@web/test/server';
import { useAuth } from '../hooks/use-auth';
import { signedInSession } from '@web/test/factories';
import { renderWithAuth } from '../test/render-with-auth';

function Probe() {
  const { status, user, signOut, signingIn } = useAuth();
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="user">{user?.email ?? 'none'}</p>
      <p data-testid="signing-in">{String(signingIn)}</p>
      <button onClick={() => void signOut()}>Sign Out</button>
    </div>
  );
}

const status = () => screen.getByTestId('status').textContent;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetToasts();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('AuthProvider', () => {
  it('goes from loading to signed in with the user of the session', async () => {
    answer({
      'GET /api/auth/session': () =>
        json(200, signedInSession(new Date(Date.now() + 3_600_000).toISOString())),
    });
    renderWithAuth(<Probe />);
    expect(status()).toBe('loading');
    await waitFor(() => expect(status()).toBe('signed-in'));
    expect(screen.getByTestId('user')).toHaveTextContent('sam@example.org');
  });

  it('goes to signed out, without a refresh attempt for a browser that never had a session', async () => {
    answer({
      'GET /api/auth/session': () => json(200, { user: null }),
      'GET /api/health': () => json(200, { status: 'ok' }),
    });
    renderWithAuth(<Probe />);
    await waitFor(() => expect(status()).toBe('signed-out'));
    // A refresh would start as the status settles, through the one API client; a request sent through
    // it afterwards reaches the network after that refresh would have, so once it is answered the list
    // is whole.
    await appApi.get('/health');
    expect(sentRequests()).toEqual(['GET /api/auth/session', 'GET /api/health']);
  });

  it('makes exactly one refresh attempt when a returning browser finds no user, and signs in if it works', async () => {
    window.localStorage.setItem('podbrief.auth.had-session', '1');
    answer({
      'GET /api/auth/session': () => json(200, { user: null }),
      'POST /api/auth/refresh': () =>
        json(200, signedInSession(new Date(Date.now() + 3_600_000).toISOString())),
    });
    renderWithAuth(<Probe />);
    await waitFor(() => expect(status()).toBe('signed-in'));
    expect(sentRequests().filter((c) => c === 'POST /api/auth/refresh')).toHaveLength(1);
  });

  it('stays signed out cleanly when that one refresh fails', async () => {
    window.localStorage.setItem('podbrief.auth.had-session', '1');
    answer({
      'GET /api/auth/session': () => json(200, { user: null }),
      'POST /api/auth/refresh': () =>
        json(401, { error: { code: 'auth_session_expired', message: 'expired' } }),
    });
    renderWithAuth(<Probe />);
    // The failed refresh ends by forgetting the browser ever had a session.
    await waitFor(() => expect(window.localStorage.getItem('podbrief.auth.had-session')).toBeNull());
    expect(status()).toBe('signed-out');
    expect(sentRequests().filter((c) => c === 'POST /api/auth/refresh')).toHaveLength(1);
  });

  it('refreshes when 90 s or less remain, on the 30 s tick while visible', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const start = Date.now();
    let refreshed = 0;
    answer({
      'GET /api/auth/session': () => json(200, signedInSession(new Date(start + 150_000).toISOString())),
      'POST /api/auth/refresh': () => {
        refreshed++;
        return json(200, signedInSession(new Date(Date.now() + 3_600_000).toISOString()));
      },
    });
    renderWithAuth(<Probe />);
    await waitFor(() => expect(status()).toBe('signed-in'));
    await act(async () => vi.advanceTimersByTimeAsync(auth.refreshTickMs));
    expect(refreshed).toBe(0);
    await act(async () => vi.advanceTimersByTimeAsync(auth.refreshTickMs));
    await waitFor(() => expect(refreshed).toBe(1));
    // The new session has an hour left: further ticks do nothing.
    await act(async () => vi.advanceTimersByTimeAsync(auth.refreshTickMs * 3));
    expect(sentRequests().filter((c) => c === 'POST /api/auth/refresh')).toHaveLength(1);
  });

  it('pauses the tick while the page is hidden and checks again when it shows', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    let refreshed = 0;
    answer({
      'GET /api/auth/session': () => json(200, signedInSession(new Date(Date.now() + 60_000).toISOString())),
      'POST /api/auth/refresh': () => {
        refreshed++;
        return json(200, signedInSession(new Date(Date.now() + 3_600_000).toISOString()));
      },
    });
    renderWithAuth(<Probe />);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(status()).toBe('signed-in'));
    await act(async () => vi.advanceTimersByTimeAsync(auth.refreshTickMs * 2));
    expect(refreshed).toBe(0);
    visibility = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(refreshed).toBe(1));
  });

  it('signs out when the session cannot be refreshed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer({
      'GET /api/auth/session': () => json(200, signedInSession(new Date(Date.now() + 30_000).toISOString())),
      'POST /api/auth/refresh': () =>
        json(401, { error: { code: 'auth_session_revoked', message: 'revoked' } }),
    });
    renderWithAuth(<Probe />);
    await waitFor(() => expect(status()).toBe('signed-out'));
  });

  it("signs out everywhere and says 'Signed Out'", async () => {
    const user = userEvent.setup();
    answer({
      'GET /api/auth/session': () =>
        json(200, signedInSession(new Date(Date.now() + 3_600_000).toISOString())),
      'POST /api/auth/logout?scope=global': () => json(204, null),
    });
    renderWithAuth(<Probe />);
    await waitFor(() => expect(status()).toBe('signed-in'));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(sentRequests()).toContain('POST /api/auth/logout?scope=global');
    expect(getToasts().map((t) => [t.title, t.description])).toContainEqual([
      'Signed Out',
      'You have been signed out successfully',
    ]);
  });

  it('signs out on a 401 from any endpoint, without a refresh or an error toast', async () => {
    answer({
      'GET /api/auth/session': () =>
        json(200, signedInSession(new Date(Date.now() + 3_600_000).toISOString())),
      'GET /api/reports': () =>
        json(401, { error: { code: 'auth_session_expired', message: 'Your session has expired.' } }),
    });
    renderWithAuth(<Probe />);
    await waitFor(() => expect(status()).toBe('signed-in'));
    await expect(appApi.get('/reports')).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(sentRequests()).not.toContain('POST /api/auth/refresh');
    expect(getToasts()).toHaveLength(0);
  });

  it('follows the other tabs: signed out when one signs out, and tells them when it signs out', async () => {
    const user = userEvent.setup();
    const otherTab = new BroadcastChannel('podbrief.session');
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
    try {
      answer({
        'GET /api/auth/session': () =>
          json(200, signedInSession(new Date(Date.now() + 3_600_000).toISOString())),
        'POST /api/auth/logout?scope=global': () => json(204, null),
      });
      renderWithAuth(<Probe />);
      await waitFor(() => expect(status()).toBe('signed-in'));
      otherTab.postMessage({ type: 'signed-out' });
      await waitFor(() => expect(status()).toBe('signed-out'));
      // Told by another tab: it does not echo the news back.
      expect(heard).toEqual([]);
    } finally {
      otherTab.close();
    }

    const listener = new BroadcastChannel('podbrief.session');
    const told: unknown[] = [];
    listener.onmessage = (event: MessageEvent) => told.push(event.data);
    try {
      answer({
        'GET /api/auth/session': () =>
          json(200, signedInSession(new Date(Date.now() + 3_600_000).toISOString())),
        'POST /api/auth/logout?scope=global': () => json(204, null),
      });
      renderWithAuth(<Probe />);
      await waitFor(() => expect(screen.getAllByTestId('status').at(-1)).toHaveTextContent('signed-in'));
      await user.click(screen.getAllByRole('button', { name: 'Sign Out' }).at(-1)!);
      await waitFor(() => expect(told).toContainEqual({ type: 'signed-out' }));
    } finally {
      listener.close();
    }
  });

  it('signs out when the session check on showing the tab finds the session gone', async () => {
    let alive = true;
    answer({
      'GET /api/auth/session': () =>
        json(200, alive ? signedInSession(new Date(Date.now() + 3_600_000).toISOString()) : { user: null }),
    });
    renderWithAuth(<Probe />);
    await waitFor(() => expect(status()).toBe('signed-in'));
    alive = false;
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(status()).toBe('signed-out'));
  });

  it("wipes the local state even when the server call fails, with a 'Sign Out Error'", async () => {
    const user = userEvent.setup();
    answer({
      'GET /api/auth/session': () =>
        json(200, signedInSession(new Date(Date.now() + 3_600_000).toISOString())),
      'POST /api/auth/logout?scope=global': () =>
        json(500, { error: { code: 'internal_error', message: 'boom' } }),
    });
    renderWithAuth(<Probe />);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await waitFor(() => expect(status()).toBe('signed-in'));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(getToasts().map((t) => t.title)).toContain('Sign Out Error');
  });

  it('emits the auth events: INITIAL_SESSION, TOKEN_REFRESHED, USER_UPDATED, then SIGNED_OUT', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const events: string[] = [];
    function EventProbe() {
      const { onAuthEvent, refresh } = useAuth();
      useEffect(
        () => onAuthEvent((event, who) => events.push(`${event}:${who?.email ?? 'none'}`)),
        [onAuthEvent],
      );
      return <button onClick={() => void refresh()}>Reload user</button>;
    }
    // The first check finds a session about to end (the tick refreshes it); later checks a fresh one.
    let checks = 0;
    answer({
      'GET /api/auth/session': () =>
        json(
          200,
          signedInSession(new Date(Date.now() + (checks++ === 0 ? 60_000 : 3_600_000)).toISOString()),
        ),
      'POST /api/auth/refresh': () =>
        json(200, signedInSession(new Date(Date.now() + 3_600_000).toISOString())),
      'POST /api/auth/logout?scope=global': () => json(204, null),
    });
    renderWithAuth(
      <>
        <Probe />
        <EventProbe />
      </>,
    );
    await waitFor(() => expect(status()).toBe('signed-in'));
    await act(async () => vi.advanceTimersByTimeAsync(auth.refreshTickMs));
    await waitFor(() => expect(events).toContain('TOKEN_REFRESHED:sam@example.org'));
    await user.click(screen.getByRole('button', { name: 'Reload user' }));
    await waitFor(() => expect(events).toContain('USER_UPDATED:sam@example.org'));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(status()).toBe('signed-out'));
    expect(events).toEqual([
      'INITIAL_SESSION:sam@example.org',
      'TOKEN_REFRESHED:sam@example.org',
      'USER_UPDATED:sam@example.org',
      'SIGNED_OUT:none',
    ]);
  });

  it('emits INITIAL_SESSION without a user, then SIGNED_IN when the one refresh attempt finds a session', async () => {
    const events: string[] = [];
    function EventProbe() {
      const { onAuthEvent } = useAuth();
      useEffect(
        () => onAuthEvent((event, who) => events.push(`${event}:${who?.email ?? 'none'}`)),
        [onAuthEvent],
      );
      return null;
    }
    window.localStorage.setItem('podbrief.auth.had-session', '1');
    answer({
      'GET /api/auth/session': () => json(200, { user: null }),
      'POST /api/auth/refresh': () =>
        json(200, signedInSession(new Date(Date.now() + 3_600_000).toISOString())),
    });
    renderWithAuth(
      <>
        <Probe />
        <EventProbe />
      </>,
    );
    await waitFor(() => expect(status()).toBe('signed-in'));
    expect(events).toEqual(['INITIAL_SESSION:none', 'SIGNED_IN:sam@example.org']);
  });
});
