import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@web/lib/query-client';
import { answer, json } from '@web/test/server';
import { SubscriptionList } from './subscription-list';

/** Renders the list; the user's subscriptions are answered by `respond`. */
function renderList(respond: () => Response) {
  answer({ 'GET /api/subscriptions': respond });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SubscriptionList
          channelHref={(id) => `/subscriber/podcasts/${id}`}
          plansHref="/subscription"
          browseHref="/subscriber/podcasts"
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SubscriptionList', () => {
  it("says 'No Active Subscription' and offers 'View Available Plans' when there is none", async () => {
    renderList(() => json(200, { items: [], nextCursor: null }));
    expect(await screen.findByRole('heading', { name: 'No Active Subscription' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Available Plans' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.getByRole('link', { name: 'Browse Podcast Channels' })).toHaveAttribute(
      'href',
      '/subscriber/podcasts',
    );
  });

  it("says 'Unable to load subscription information' when the list cannot be loaded", async () => {
    renderList(() => json(403, { error: { code: 'forbidden', message: 'Not allowed' } }));
    expect(await screen.findByText('Unable to load subscription information')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
