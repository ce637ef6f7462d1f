import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@web/lib/query-client';
import { answer, json, sentRequests } from '@web/test/server';
import { SubscribeButton } from './subscribe-button';

function renderButton(trial: unknown, manageHref?: string) {
  answer({ 'GET /api/subscriptions/trial-usage': () => json(200, trial) });
  const router = createMemoryRouter([
    {
      path: '/',
      element: <SubscribeButton channelName="Deep Dive Radio" processing={false} manageHref={manageHref} />,
    },
  ]);
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

/** Whether the button asked the server for the trial usage. */
const askedForUsage = () => sentRequests().includes('GET /api/subscriptions/trial-usage');

describe('SubscribeButton', () => {
  it('at 5 of 5 is disabled before the click, says why and links to managing subscriptions', async () => {
    renderButton({ used: 5, limit: 5, remaining: 0 }, '/subscriber/subscriptions');
    const reason = await screen.findByTestId('trial-limit-reason');
    expect(reason).toHaveTextContent(/5 of 5 podcasts.*Cancel a free trial to free its slot at once/);
    const button = screen.getByRole('button', { name: 'Subscribe to Deep Dive Radio' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Your free trial is full/);
    expect(screen.getByRole('link', { name: 'Manage subscriptions' })).toHaveAttribute(
      'href',
      '/subscriber/subscriptions',
    );
  });

  it('below the limit is a plain Subscribe button', async () => {
    renderButton({ used: 2, limit: 5, remaining: 3 }, '/subscriber/subscriptions');
    await vi.waitFor(() => expect(askedForUsage()).toBe(true));
    expect(screen.getByRole('button', { name: 'Subscribe to Deep Dive Radio' })).toBeEnabled();
    expect(screen.queryByTestId('trial-limit-reason')).not.toBeInTheDocument();
  });

  it('for a visitor (no manage link) asks nothing of the server', () => {
    const queryClient = renderButton({});
    expect(screen.getByRole('button', { name: 'Subscribe to Deep Dive Radio' })).toBeEnabled();
    // Mounted with its effects run: a query it meant to send would be under way already.
    expect(queryClient.isFetching()).toBe(0);
    expect(askedForUsage()).toBe(false);
  });
});
