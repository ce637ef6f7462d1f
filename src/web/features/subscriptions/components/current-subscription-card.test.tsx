import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription, SubscriptionBilling } from '@shared/contract/subscriptions';
import { createQueryClient } from '@web/lib/query-client';
import type { PaymentsMode } from '@web/lib/payments-mode';
import { sampleSubscription } from '@web/test/factories';
import { answer, apiError, json, sentRequests } from '@web/test/server';
import { CurrentSubscriptionCard } from './current-subscription-card';

const beta: PaymentsMode = { enabled: false };
const paidMode: PaymentsMode = { enabled: true, currency: 'usd', trialDays: 14, platformFeePercent: 10 };
const base = sampleSubscription();

function renderCard(subscription: Subscription, mode: PaymentsMode = beta) {
  const onCancel = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <CurrentSubscriptionCard
          subscription={subscription}
          channelHref="/c"
          mode={mode}
          onCancel={onCancel}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onCancel;
}

const billing = (overrides: Partial<SubscriptionBilling>): SubscriptionBilling => ({
  status: 'trialing',
  trialEndsAt: '2025-03-24T12:00:00.000Z',
  hasPaymentMethod: false,
  nextCharge: null,
  accessUntil: '2025-03-24T12:00:00.000Z',
  endedReason: null,
  ...overrides,
});

/** A paid subscription (provider stripe) with `b` as its billing. */
const paid = (b: Partial<SubscriptionBilling>, overrides: Partial<Subscription> = {}) =>
  sampleSubscription({ provider: 'stripe', planName: 'Paid', billing: billing(b), ...overrides });

const status = () => screen.getByTestId('subscription-status');

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.spyOn(window.location, 'assign').mockImplementation(assign as unknown as (url: string | URL) => void);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('CurrentSubscriptionCard, a free-beta trial', () => {
  it('says Free trial and never "Renews On": nothing is charged', () => {
    renderCard(base);
    expect(status()).toHaveTextContent('Free trial');
    // During the beta the channel is free; its price is what it will cost afterwards, never 'now'.
    expect(screen.getByText('Free during the beta')).toBeInTheDocument();
    expect(screen.getByText('$2.00 / month after the beta')).toBeInTheDocument();
    expect(screen.getByText('March 10, 2025')).toBeInTheDocument();
    expect(screen.getByText('Until you cancel')).toBeInTheDocument();
    expect(screen.queryByText('Renews On')).not.toBeInTheDocument();
    expect(screen.queryByText(/Next charge/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  });

  it('has no "Change Plan" loop and no billing button', () => {
    renderCard(base);
    expect(screen.queryByRole('link', { name: 'Change Plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
    // The channel's name is the one way to its page.
    expect(screen.getByRole('link', { name: 'Deep Dive Radio' })).toHaveAttribute('href', '/c');
  });

  it("shows 'Access Until' and no cancel button once canceled", () => {
    renderCard({
      ...base,
      cancelAtPeriodEnd: true,
      canceledAt: '2025-03-20T00:00:00.000Z',
      resubscribeAvailableAt: '2025-04-19T00:00:00.000Z',
    });
    expect(status()).toHaveTextContent('Canceled');
    expect(screen.getByText('Access Until')).toBeInTheDocument();
    expect(screen.getByTestId('access-until')).toHaveTextContent('April 10, 2025');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(screen.getByText(/subscribe again from April 19, 2025/)).toBeInTheDocument();
  });

  it('says Free, not "after the beta", for a free channel once payments are on', () => {
    renderCard(base, paidMode);
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByText(/beta/)).not.toBeInTheDocument();
  });
});

describe('CurrentSubscriptionCard, a paid subscription', () => {
  it('in a trial without a card: the price, the trial end, and no charge coming', () => {
    renderCard(paid({}), paidMode);
    expect(status()).toHaveTextContent('Free trial');
    expect(screen.getByText('$2.00 / month')).toBeInTheDocument();
    expect(screen.getByTestId('trial-ends')).toHaveTextContent('March 24, 2025');
    expect(screen.queryByTestId('next-charge')).not.toBeInTheDocument();
    expect(screen.getByTestId('subscription-notice')).toHaveTextContent(
      'No card on file: the trial ends without a charge.',
    );
    expect(screen.queryByText('Renews On')).not.toBeInTheDocument();
    expect(screen.queryByText(/beta/)).not.toBeInTheDocument();
  });

  it('in a trial with a card: the first charge at the trial end', () => {
    renderCard(
      paid({ hasPaymentMethod: true, nextCharge: { amount: 200, at: '2025-03-24T12:00:00.000Z' } }),
      paidMode,
    );
    expect(status()).toHaveTextContent('Free trial');
    expect(screen.getByTestId('next-charge')).toHaveTextContent('$2.00 on March 24, 2025');
    expect(screen.queryByTestId('subscription-notice')).not.toBeInTheDocument();
  });

  it('active: the next charge and its date', () => {
    renderCard(
      paid({
        status: 'active',
        trialEndsAt: null,
        hasPaymentMethod: true,
        nextCharge: { amount: 200, at: '2025-04-10T12:00:00.000Z' },
        accessUntil: '2025-04-11T12:00:00.000Z',
      }),
      paidMode,
    );
    expect(status()).toHaveTextContent('Active');
    expect(screen.getByTestId('next-charge')).toHaveTextContent('$2.00 on April 10, 2025');
    expect(screen.queryByTestId('trial-ends')).not.toBeInTheDocument();
  });

  it('past due: reading lasts until the grace period ends, and what to do', () => {
    renderCard(
      paid({
        status: 'past_due',
        trialEndsAt: null,
        hasPaymentMethod: true,
        nextCharge: null,
        accessUntil: '2025-03-17T12:00:00.000Z',
      }),
      paidMode,
    );
    expect(status()).toHaveTextContent('Past due');
    expect(screen.getByTestId('access-until')).toHaveTextContent('March 17, 2025');
    expect(screen.getByTestId('subscription-notice')).toHaveTextContent(
      'Your last payment failed. You can read until March 17, 2025; update your card in Manage billing',
    );
  });

  it('canceled at the period end: access until that end, and no cancel button', () => {
    renderCard(
      paid(
        {
          status: 'active',
          trialEndsAt: null,
          hasPaymentMethod: true,
          accessUntil: '2025-04-10T12:00:00.000Z',
        },
        { cancelAtPeriodEnd: true, canceledAt: '2025-03-20T00:00:00.000Z' },
      ),
      paidMode,
    );
    expect(status()).toHaveTextContent('Canceled');
    expect(screen.getByTestId('access-until')).toHaveTextContent('April 10, 2025');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
  });

  it('Manage billing opens the customer portal the server made', async () => {
    answer({ 'POST /api/payments/portal': () => json(200, { url: 'https://billing.example.test/p/1' }) });
    renderCard(paid({}), paidMode);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Manage billing' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example.test/p/1'));
    expect(sentRequests()).toContain('POST /api/payments/portal');
  });

  it('Manage billing says why when the portal cannot open', async () => {
    answer({
      'POST /api/payments/portal': () =>
        apiError(503, 'billing_portal_unavailable', 'Billing is unavailable right now. Please try again.'),
    });
    renderCard(paid({}), paidMode);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Manage billing' }));
    const card = screen.getByTestId('subscription-card');
    expect(await within(card).findByRole('alert')).toHaveTextContent(/Billing is unavailable/);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('CurrentSubscriptionCard, taking a cancel back (ADR 227)', () => {
  it('offers Resume subscription while a canceled subscription still reads, and posts it', async () => {
    const canceled = sampleSubscription({
      cancelAtPeriodEnd: true,
      canceledAt: '2025-03-20T12:00:00.000Z',
    });
    const posted: unknown[] = [];
    answer({
      'POST /api/subscriptions/resume': async (request) => {
        posted.push(await request.json());
        return json(200, { ...canceled, cancelAtPeriodEnd: false, canceledAt: null });
      },
    });
    renderCard(canceled);
    expect(status()).toHaveTextContent('Canceled');
    await userEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    await vi.waitFor(() => expect(posted).toEqual([{ subscriptionId: canceled.id }]));
  });

  it('says why under the button when the resume is refused', async () => {
    const canceled = paid({ status: 'trialing' }, { cancelAtPeriodEnd: true });
    answer({
      'POST /api/subscriptions/resume': () =>
        apiError(
          422,
          'trial_limit_reached',
          'Free trial is limited to 5 podcasts. You are already subscribed to 5.',
        ),
    });
    renderCard(canceled, paidMode);
    await userEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Free trial is limited to 5 podcasts');
  });

  it('offers no resume to a running or an ended subscription', () => {
    renderCard(sampleSubscription());
    expect(screen.queryByRole('button', { name: 'Resume subscription' })).not.toBeInTheDocument();
  });
});

describe('CurrentSubscriptionCard, a free-beta subscription whose channel turned paid (ADR 226)', () => {
  it('says it ends and how to go on, without claiming the listener canceled', () => {
    renderCard(
      sampleSubscription({
        cancelAtPeriodEnd: true,
        endingReason: 'channel_paid',
        currentPeriodEnd: '2025-04-10T12:00:00.000Z',
      }),
      paidMode,
    );
    expect(status()).toHaveTextContent('Ending');
    expect(screen.getByTestId('subscription-notice')).toHaveTextContent(
      "Deep Dive Radio is a paid channel now. You keep reading it free until April 10, 2025. To read on after that, start its 14-day free trial on the channel's page",
    );
    expect(screen.getByTestId('subscription-notice')).not.toHaveTextContent('You canceled');
    expect(screen.getByRole('link', { name: /^Continue with / })).toHaveAttribute('href', '/c');
    expect(screen.queryByRole('button', { name: 'Resume subscription' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });
});
