import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@web/features/auth/components/auth-context';
import { DialogsProvider } from '@web/lib/dialogs';
import { usePaymentsModePlain } from '@web/lib/payments-mode-plain';
import { ThemeProvider } from '@web/lib/theme';
import { answer, json } from '@web/test/server';
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

/** Shows once the page knows its payments mode (read after the navbar's), so "no badge" means decided. */
function ModeProbe() {
  const mode = usePaymentsModePlain();
  return mode ? <p>{mode.enabled ? 'payments on' : 'payments off'}</p> : null;
}

function renderNavbar() {
  render(
    <ThemeProvider>
      <AuthContext value={signedOut}>
        <DialogsProvider>
          <Navbar homeLink={HomeLink} />
          <ModeProbe />
        </DialogsProvider>
      </AuthContext>
    </ThemeProvider>,
  );
}

describe('Navbar', () => {
  it("shows the 'beta' tag while payments are off", async () => {
    renderNavbar();
    expect(await screen.findByText('beta')).toBeInTheDocument();
    expect(screen.getByText('payments off')).toBeInTheDocument();
  });

  it("shows no 'beta' tag with payments on (ADR 216)", async () => {
    answer({
      'GET /api/payments/config': () =>
        json(200, { enabled: true, currency: 'usd', trialDays: 14, platformFeePercent: 10 }),
    });
    renderNavbar();
    expect(await screen.findByText('payments on')).toBeInTheDocument();
    expect(screen.queryByText('beta')).not.toBeInTheDocument();
  });

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
    expect(help).toHaveClass('max-md:hidden');
    await userEvent.click(help);
    // The help dialog is a lazy chunk: its first import takes seconds on a loaded machine.
    expect(
      await screen.findByRole('dialog', { name: 'Unlock Podcast Superpowers!' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
