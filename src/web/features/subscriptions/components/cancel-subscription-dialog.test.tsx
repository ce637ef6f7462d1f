import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '@web/components/ui/toast-store';
import { createQueryClient } from '@web/lib/query-client';
import { sampleSubscription } from '@web/test/factories';
import { answer, json, sentRequests } from '@web/test/server';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';

const subscription = sampleSubscription();

/** Renders the open dialog; the cancel calls are answered by `responses`, one each, in order. */
function setup(responses: Array<() => Response | Promise<Response>>) {
  const queue = [...responses];
  answer({
    'POST /api/subscriptions/cancel': () => {
      const next = queue.shift();
      if (!next) throw new Error('no more responses');
      return next();
    },
  });
  const onOpenChange = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <CancelSubscriptionDialog subscription={subscription} open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  const cancelCalls = () => sentRequests().filter((call) => call === 'POST /api/subscriptions/cancel').length;
  return { user, onOpenChange, cancelCalls, view };
}

/** The network refuses: fetch rejects, as a browser's does offline. */
const networkDown = () => HttpResponse.error();

beforeEach(() => {
  window.localStorage.clear();
  resetToasts();
});

describe('CancelSubscriptionDialog', () => {
  it('confirms, processes and shows success', async () => {
    const { user } = setup([
      async () =>
        json(200, { ...subscription, cancelAtPeriodEnd: true, canceledAt: '2025-03-20T00:00:00.000Z' }),
    ]);
    expect(screen.getByRole('heading', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(screen.getByText(/until April 10, 2025/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByRole('heading', { name: 'Subscription Cancelled' })).toBeInTheDocument();
    expect(screen.getByText(/Its free-trial slot is free for another channel now/)).toBeInTheDocument();
  });

  it('states the slot rule and the 30-day wait before the click (ADR 216)', () => {
    setup([]);
    const rule = screen.getByTestId('cancel-rule');
    expect(rule).toHaveTextContent('You keep reading its reports until April 10, 2025. Nothing is charged.');
    expect(rule).toHaveTextContent('Its free-trial slot is free at once');
    expect(rule).toHaveTextContent('30 days after canceling');
    expect(screen.queryByText(/paid period/)).not.toBeInTheDocument();
  });

  it('offers at most 2 retries after network errors', async () => {
    const { user, cancelCalls } = setup([networkDown, networkDown, networkDown]);
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByRole('heading', { name: 'Cancellation Failed' })).toBeInTheDocument();
    expect(screen.getAllByText(/having trouble connecting to our servers/).length).toBeGreaterThan(0);
    expect(screen.getByText('Retry Available')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry Cancellation' }));
    await waitFor(() => expect(cancelCalls()).toBe(2));
    await screen.findByRole('button', { name: 'Retry Cancellation' });
    await user.click(screen.getByRole('button', { name: 'Retry Cancellation' }));
    await waitFor(() => expect(cancelCalls()).toBe(3));
    await screen.findByRole('heading', { name: 'Cancellation Failed' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Retry Cancellation' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Retry Available')).not.toBeInTheDocument();
    expect(getToasts()).toHaveLength(0);
  });

  it('closes on Escape from the error view', async () => {
    const { user, onOpenChange } = setup([networkDown]);
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByRole('heading', { name: 'Cancellation Failed' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows the mapped message without retry for other errors, and closing resets to confirm', async () => {
    const { user, onOpenChange } = setup([
      async () =>
        json(409, {
          error: { code: 'subscription_already_canceled', message: 'Subscription already canceled' },
        }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByRole('heading', { name: 'Cancellation Failed' })).toBeInTheDocument();
    expect(screen.getAllByText('This subscription has already been canceled.').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Retry Cancellation' })).not.toBeInTheDocument();
    // Told once, in the dialog: no toast repeating it.
    expect(getToasts()).toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(await screen.findByRole('heading', { name: 'Cancel Subscription' })).toBeInTheDocument();
  });
});
