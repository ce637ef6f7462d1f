import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithAuth } from '@web/features/auth/test/render-with-auth';
import { answer, json } from '@web/test/server';
import HomePage from './home';

describe('HomePage (/home)', () => {
  it('shows no placeholder words, and a real footer with its links', async () => {
    answer({ 'GET /api/auth/session': () => json(200, { user: null, profile: null, expiresAt: null }) });
    renderWithAuth(<HomePage />, { path: '/home' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your podcasts, briefly' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.queryByText('Header')).not.toBeInTheDocument();
    expect(screen.queryByText('Footer')).not.toBeInTheDocument();

    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(footer.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(footer.getByRole('link', { name: 'Podcast Channels' })).toHaveAttribute(
      'href',
      '/subscriber/podcasts',
    );
    expect(footer.getByRole('link', { name: 'Become a creator' })).toHaveAttribute('href', '/onboarding');
    expect(screen.getByText(/© \d{4} Podbrief\. All rights reserved\./)).toBeInTheDocument();
  });
});
