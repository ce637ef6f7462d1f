import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@web/features/auth/components/auth-context';
import { DialogsProvider } from '@web/lib/dialogs';
import { ThemeProvider } from '@web/lib/theme';
import { GlobalDialogs } from './global-dialogs';
import { Navbar } from './navbar';

const signedOut: AuthContextValue = {
  status: 'signed-out',
  user: null,
  expiresAt: null,
  signIn: vi.fn(),
  signOut: vi.fn(async () => undefined),
  signingIn: false,
  refresh: vi.fn(async () => undefined),
  onAuthEvent: () => () => undefined,
};

const HomeLink = (props: ComponentProps<'a'>) => <a href="/" {...props} />;

describe('Navbar', () => {
  it("gives a signed-out visitor 'How to use the platform' beside the mobile menu's, from md up", async () => {
    render(
      <ThemeProvider>
        <AuthContext value={signedOut}>
          <DialogsProvider>
            <Navbar homeLink={HomeLink} />
            <GlobalDialogs />
          </DialogsProvider>
        </AuthContext>
      </ThemeProvider>,
    );
    const help = screen.getByRole('button', { name: 'How to use the platform' });
    // Hidden below md, where the mobile menu has the same entry.
    expect(help).toHaveClass('hidden', 'md:inline-flex');
    await userEvent.click(help);
    // The help dialog is a lazy chunk: its first import takes seconds on a loaded machine.
    expect(
      await screen.findByRole('dialog', { name: 'Unlock Podcast Superpowers!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
