import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CheckoutStatus } from '@shared/contract/payments';
import { createQueryClient } from '@web/lib/query-client';
import { sampleSubscription } from '@web/test/factories';
import { answer, apiError, json, sentRequests } from '@web/test/server';
import { pollDelayMs } from '../api/get-checkout-status';
import { CheckoutConfirmation } from './checkout-confirmation';

const creatorId = '11111111-1111-4111-8111-111111111111';
const pending: CheckoutStatus = { state: 'pending', creatorId, channelName: 'Bee Talk', subscription: null };

function renderPage(sessionId = 'cs_test_1') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <CheckoutConfirmation
          sessionId={sessionId}
          reportsHref={(id) => `/subscriber/podcasts/${id}`}
          subscriptionsHref="/subscriber/subscriptions"
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CheckoutConfirmation', () => {
  it('waits for Stripe’s confirmation, asking again, then links to the channel’s reports', async () => {
    let asked = 0;
    answer({
      'GET /api/payments/checkout/cs_test_1': () => {
        asked += 1;
        if (asked < 2) return json(200, pending);
        return json(200, {
          ...pending,
          state: 'confirmed',
          subscription: sampleSubscription({ creatorId, channelName: 'Bee Talk' }),
        });
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Confirming your subscription…' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'You are subscribed to Bee Talk' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read Bee Talk’s reports' })).toHaveAttribute(
      'href',
      `/subscriber/podcasts/${creatorId}`,
    );
    expect(sentRequests().filter((r) => r.startsWith('GET /api/payments/checkout/'))).toHaveLength(2);
  });

  it('says an expired checkout charged nothing and leads back to the channel', async () => {
    answer({ 'GET /api/payments/checkout/cs_test_1': () => json(200, { ...pending, state: 'expired' }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This checkout has expired' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing was charged/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Bee Talk' })).toBeInTheDocument();
  });

  it('says a checkout that is not the listener’s was not found, with a retry', async () => {
    let asked = 0;
    answer({
      'GET /api/payments/checkout/cs_test_1': () => {
        asked += 1;
        return asked === 1
          ? apiError(404, 'checkout_not_found', 'This checkout was not found.')
          : json(200, { ...pending, state: 'expired' });
      },
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'We could not find this checkout' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'This checkout has expired' })).toBeInTheDocument();
  });

  it('says so when the link back lost its session id, without asking the server', async () => {
    renderPage('');
    expect(screen.getByRole('heading', { name: 'We could not find this checkout' })).toBeInTheDocument();
    expect(sentRequests().filter((r) => r.startsWith('GET /api/payments/checkout'))).toEqual([]);
  });

  it('backs off from 1 s to at most 8 s between questions', () => {
    expect([0, 1, 2, 3, 4, 5].map(pollDelayMs)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });
});
