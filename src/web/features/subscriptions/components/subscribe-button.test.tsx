import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@web/lib/query-client';
import { SubscribeButton } from './subscribe-button';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderButton(trial: unknown, manageHref?: string) {
  const fetchMock = vi.fn(async () => json(trial));
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([
    {
      path: '/',
      element: <SubscribeButton channelName="Deep Dive Radio" processing={false} manageHref={manageHref} />,
    },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('SubscribeButton', () => {
  it('at 5 of 5 is disabled before the click, says why and links to managing subscriptions', async () => {
    renderButton(
      { used: 5, limit: 5, remaining: 0, canceledHolding: 1, nextSlotFreesAt: '2026-03-15T12:00:00.000Z' },
      '/subscriber/subscriptions',
    );
    const reason = await screen.findByTestId('trial-limit-reason');
    expect(reason).toHaveTextContent(/5 of 5 podcasts.*next slot frees up on March 15, 2026/);
    const button = screen.getByRole('button', { name: 'Subscribe to Deep Dive Radio' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Your free trial is full/);
    expect(screen.getByRole('link', { name: 'Manage subscriptions' })).toHaveAttribute(
      'href',
      '/subscriber/subscriptions',
    );
  });

  it('below the limit is a plain Subscribe button', async () => {
    const fetchMock = renderButton(
      { used: 2, limit: 5, remaining: 3, canceledHolding: 0, nextSlotFreesAt: null },
      '/subscriber/subscriptions',
    );
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Subscribe to Deep Dive Radio' })).toBeEnabled();
    expect(screen.queryByTestId('trial-limit-reason')).not.toBeInTheDocument();
  });

  it('for a visitor (no manage link) asks nothing of the server', () => {
    const fetchMock = renderButton({});
    expect(screen.getByRole('button', { name: 'Subscribe to Deep Dive Radio' })).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
