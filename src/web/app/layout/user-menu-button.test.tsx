import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@web/features/auth/components/auth-context';
import { DialogsProvider } from '@web/lib/dialogs';
import UserMenuButton from './user-menu-button';

const auth: AuthContextValue = {
  status: 'signed-in',
  user: {
    id: '5d0c7f5e-1111-4a2b-9c3d-000000000001',
    email: 'robin@example.test',
    displayName: 'Robin',
    fullName: 'Robin Example',
    avatarUrl: null,
    isCreator: false,
    isAdmin: false,
  },
  expiresAt: null,
  signIn: vi.fn(),
  signOut: vi.fn(async () => undefined),
  signingIn: false,
  refresh: vi.fn(async () => undefined),
  onAuthEvent: () => () => undefined,
};

describe('UserMenuButton', () => {
  it('draws the avatar button without the menu code, and opens the menu when pressed while it loads', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <AuthContext value={auth}>
          <DialogsProvider>
            <UserMenuButton />
          </DialogsProvider>
        </AuthContext>
      </MemoryRouter>,
    );
    const before = screen.getByRole('button', { name: 'Account menu for Robin Example' });
    expect(before).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getByRole('img', { name: 'Robin Example' })).toHaveTextContent('RE');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(before);
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    expect(menu).toHaveTextContent('robin@example.test');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
    // Radix's own button took over (the open menu hides the rest of the page from assistive technology).
    expect(screen.getByTestId('user-menu-trigger')).not.toBe(before);
  });

  it('draws the initials of the name it shows, not the ones baked into an initials avatar address', () => {
    // The emulator's picture is drawn from the email ("AL"); the profile's full name says "AR".
    const named: AuthContextValue = {
      ...auth,
      user: {
        ...auth.user!,
        email: 'alex.listener@podbrief.test',
        displayName: 'alex.listener',
        fullName: 'Alex Rivera',
        avatarUrl: 'http://localhost:3000/api/avatars/initials.svg?name=alex.listener',
      },
    };
    render(
      <MemoryRouter>
        <AuthContext value={named}>
          <DialogsProvider>
            <UserMenuButton />
          </DialogsProvider>
        </AuthContext>
      </MemoryRouter>,
    );
    expect(screen.getByRole('img', { name: 'Alex Rivera' })).toHaveTextContent(/^AR$/);
    expect(screen.getByTestId('user-menu-trigger').getElementsByTagName('img')).toHaveLength(0);
  });
});
