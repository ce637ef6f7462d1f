import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayoutStatus } from '@shared/contract/payouts';
import { createQueryClient } from '@web/lib/query-client';
import { answerApi, apiError, json, type ApiHandler } from '@web/test/server';
import { ListenersPayLine } from './listeners-pay-line';
import { PayoutsCard } from './payouts-card';

const status = (overrides: Partial<PayoutStatus> = {}): PayoutStatus => ({
  paymentsEnabled: true,
  state: 'not_set_up',
  requirementsDue: [],
  paid: false,
  whyFree: 'payouts_not_active',
  price: { amount: 450, currency: 'USD' },
  platformFeePercent: 10,
  ...overrides,
});

function renderCard(handler: ApiHandler, path = '/creator/settings') {
  const calls = answerApi(handler);
  const router = createMemoryRouter([{ path: '*', element: <PayoutsCard /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router };
}

const leave = () => vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);

afterEach(() => vi.restoreAllMocks());

describe('PayoutsCard', () => {
  it('shows a loading state, then says payments are off with nothing to press', async () => {
    renderCard(() =>
      json(200, status({ paymentsEnabled: false, whyFree: 'payments_off', platformFeePercent: null })),
    );
    expect(screen.getByLabelText('Loading your payout account')).toBeInTheDocument();
    expect(await screen.findByTestId('payouts-off')).toHaveTextContent(
      'Payments are not enabled on this server. Every channel is free during the beta',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('sets up payouts: asks for an onboarding link and leaves for Stripe', async () => {
    const user = userEvent.setup();
    const assign = leave();
    const { calls } = renderCard((method, path) =>
      method === 'POST' && path === '/api/creator/payouts/onboarding'
        ? json(200, { url: 'https://connect.stripe.test/setup/abc' })
        : json(200, status()),
    );
    expect(await screen.findByTestId('payout-state')).toHaveTextContent('Not set up');
    expect(screen.getByText(/Podbrief keeps 10% of each payment/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up payouts' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.stripe.test/setup/abc'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/creator/payouts/onboarding',
    ]);
    expect(screen.getByRole('button', { name: /Set up payouts/ })).toBeDisabled();
  });

  it('says which details Stripe still needs, and continues setup', async () => {
    const user = userEvent.setup();
    const assign = leave();
    renderCard((method) =>
      method === 'POST'
        ? json(200, { url: 'https://connect.stripe.test/setup/next' })
        : json(
            200,
            status({
              state: 'details_needed',
              requirementsDue: ['external_account', 'individual.id_number', 'tos_acceptance.date'],
            }),
          ),
    );
    expect(await screen.findByTestId('payout-state')).toHaveTextContent('Details needed');
    expect(screen.getByTestId('payout-requirements')).toHaveTextContent(
      'Still needed: a bank account for payouts, your identity, accepting Stripe’s terms.',
    );
    await user.click(screen.getByRole('button', { name: 'Continue setup' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.stripe.test/setup/next'));
  });

  it.each([
    ['under_review', 'Under review', /Stripe is checking your details/],
    ['active', 'Active', /Listeners pay your price/],
  ] as const)('%s: opens the Stripe dashboard', async (state, label, text) => {
    const user = userEvent.setup();
    const assign = leave();
    const { calls } = renderCard((method) =>
      method === 'POST'
        ? json(200, { url: 'https://connect.stripe.test/express/acct_1' })
        : json(
            200,
            status({
              state,
              paid: state === 'active',
              whyFree: state === 'active' ? null : 'payouts_not_active',
            }),
          ),
    );
    expect(await screen.findByTestId('payout-state')).toHaveTextContent(label);
    expect(screen.getByText(text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open Stripe dashboard' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.stripe.test/express/acct_1'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/creator/payouts/dashboard');
  });

  it('back from Stripe: asks the server to check the account once and drops the parameter', async () => {
    const { calls, router } = renderCard(
      (method) => json(200, status({ state: method === 'POST' ? 'under_review' : 'details_needed' })),
      '/creator/settings?payouts=return',
    );
    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/creator/payouts/refresh')).toHaveLength(1);
    expect(router.state.location.search).toBe('');
  });

  it('says an expired setup link needs a new one', async () => {
    renderCard(() => json(200, status({ state: 'details_needed' })), '/creator/settings?payouts=refresh');
    expect(
      await screen.findByText('That setup link has expired. Continue setup to get a new one.'),
    ).toBeInTheDocument();
  });

  it('says when Stripe could not be reached, and keeps the button', async () => {
    const user = userEvent.setup();
    renderCard((method) =>
      method === 'POST'
        ? apiError(502, 'payment_provider_unavailable', 'The payment provider could not be reached.')
        : json(200, status()),
    );
    await user.click(await screen.findByRole('button', { name: 'Set up payouts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment provider could not be reached.');
    expect(screen.getByRole('button', { name: 'Set up payouts' })).toBeEnabled();
  });

  it('says the account could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderCard(() =>
      fail
        ? apiError(404, 'route_not_found', 'Not here')
        : json(200, status({ state: 'active', paid: true, whyFree: null })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your payout account.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('payout-state')).toHaveTextContent('Active');
  });
});

describe('ListenersPayLine', () => {
  function renderLine(handler: ApiHandler, priceCents = 450) {
    const calls = answerApi(handler);
    const client = createQueryClient();
    const view = render(
      <QueryClientProvider client={client}>
        <ListenersPayLine priceCents={priceCents} />
      </QueryClientProvider>,
    );
    const rerender = (cents: number) =>
      view.rerender(
        <QueryClientProvider client={client}>
          <ListenersPayLine priceCents={cents} />
        </QueryClientProvider>,
      );
    return { calls, rerender };
  }

  it.each([
    [
      status({ paid: true, whyFree: null, state: 'active' }),
      'Listeners pay $4.50 / month now, after their free trial.',
    ],
    [
      status({ paymentsEnabled: false, whyFree: 'payments_off' }),
      'payments are not enabled on this server, so every channel is free during the beta',
    ],
    [status({ whyFree: 'no_price' }), 'your price is zero, so the channel is free'],
    [status({ whyFree: 'payouts_not_active' }), 'the channel stays free until your payouts are active'],
  ])('says whether listeners pay now, or why not (%#)', async (answer, text) => {
    renderLine(() => json(200, answer));
    expect(await screen.findByTestId('listeners-pay')).toHaveTextContent(text);
  });

  it('asks again when the creator changes the price', async () => {
    let amount = 450;
    const { calls, rerender } = renderLine(() => json(200, status({ price: { amount, currency: 'USD' } })));
    expect(await screen.findByTestId('listeners-pay')).toBeInTheDocument();
    amount = 0;
    rerender(0);
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});
