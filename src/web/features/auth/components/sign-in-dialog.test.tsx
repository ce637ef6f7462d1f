import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, json } from '@web/test/server';
import { signedInSession } from '@web/test/factories';
import { renderWithAuth } from '../test/render-with-auth';
import { RequireAuth } from './require-auth';
import { SignInDialog } from './sign-in-dialog';

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  assign = vi.fn();
  vi.spyOn(window.location, 'assign').mockImplementation(assign as unknown as (url: string | URL) => void);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The API of a visitor who is not signed in. */
const signedOut = () => answer({ 'GET /api/auth/session': () => json(200, { user: null }) });

describe('SignInDialog (docs/product.md#sign-in)', () => {
  it("has the default title 'Sign In' and description 'Sign in to continue'", async () => {
    signedOut();
    renderWithAuth(<SignInDialog open onOpenChange={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to continue')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it("shows 'Connecting...' and leaves for Google with the current path and query as return path", async () => {
    const user = userEvent.setup();
    signedOut();
    renderWithAuth(
      <SignInDialog
        open
        onOpenChange={() => undefined}
        description="Sign in to access your account"
        sourcePage="navbar"
      />,
      {
        path: '/subscriber/reports?sort=oldest',
      },
    );
    expect(await screen.findByText('Sign in to access your account')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByRole('button', { name: /Connecting\.\.\./ })).toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith(
      `/api/auth/google/start?${new URLSearchParams({ returnPath: '/subscriber/reports?sort=oldest', source: 'navbar' })}`,
    );
  });

  it('Cancel closes the dialog', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    signedOut();
    renderWithAuth(<SignInDialog open onOpenChange={onOpenChange} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('from /home the sign-in returns to the dashboard', async () => {
    const user = userEvent.setup();
    signedOut();
    renderWithAuth(<SignInDialog open onOpenChange={() => undefined} />, { path: '/home' });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(assign).toHaveBeenCalledWith(
      `/api/auth/google/start?${new URLSearchParams({ returnPath: '/subscriber/dashboard' })}`,
    );
  });
});

describe('RequireAuth', () => {
  it('asks a signed-out visitor to sign in and brings them back to the same page', async () => {
    const user = userEvent.setup();
    signedOut();
    renderWithAuth(
      <RequireAuth>
        <p>secret page</p>
      </RequireAuth>,
      { path: '/subscriber/podcasts?q=ai' },
    );
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(assign).toHaveBeenCalledWith(
      `/api/auth/google/start?${new URLSearchParams({ returnPath: '/subscriber/podcasts?q=ai', source: 'protected_route' })}`,
    );
  });

  it('renders the page for a signed-in user', async () => {
    answer({
      'GET /api/auth/session': () =>
        json(200, signedInSession(new Date(Date.now() + 3_600_000).toISOString())),
    });
    renderWithAuth(
      <RequireAuth>
        <p>secret page</p>
      </RequireAuth>,
    );
    expect(await screen.findByText('secret page')).toBeInTheDocument();
  });
});
