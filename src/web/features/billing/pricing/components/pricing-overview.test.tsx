import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PaymentsMode } from '@web/lib/payments-mode';
import { PricingOverview } from './pricing-overview';

const paidMode: PaymentsMode = { enabled: true, currency: 'usd', trialDays: 14, platformFeePercent: 10 };

function renderOverview(mode: PaymentsMode) {
  render(
    <MemoryRouter>
      <PricingOverview mode={mode} channelsHref="/channels-here" creatorPlansHref="/subscription" />
    </MemoryRouter>,
  );
}

const section = (id: 'pricing-listeners' | 'pricing-creators') => screen.getByTestId(id);

describe('PricingOverview during the beta', () => {
  it('tells listeners everything is free, with the 5-podcast trial and the slot rule', () => {
    renderOverview({ enabled: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(screen.getByTestId('pricing-summary')).toHaveTextContent(
      'reading every channel is free, no card needed',
    );
    expect(
      within(section('pricing-listeners')).getByText(/every channel is free to read/),
    ).toBeInTheDocument();
    expect(within(section('pricing-listeners')).getByText(/up to 5 podcasts at a time/)).toBeInTheDocument();
    expect(
      within(section('pricing-listeners')).getByText(/Canceling a free trial frees its slot at once/),
    ).toBeInTheDocument();
    expect(
      within(section('pricing-listeners')).getByText(/again 30 days after canceling/),
    ).toBeInTheDocument();
    expect(
      within(section('pricing-listeners')).getByRole('link', { name: 'Browse Podcast Channels' }),
    ).toHaveAttribute('href', '/channels-here');
  });

  it('tells creators the creator plans are theirs, reached from a labelled link', () => {
    renderOverview({ enabled: false });
    expect(
      within(section('pricing-creators')).getByText(/During the beta your listeners pay nothing/),
    ).toBeInTheDocument();
    expect(
      within(section('pricing-creators')).getByText(/Creator plans \(Basic, Premium, Pro\)/),
    ).toHaveTextContent('They are for creators');
    expect(
      within(section('pricing-creators')).getByRole('link', { name: 'See creator plans' }),
    ).toHaveAttribute('href', '/subscription');
  });

  it('names no fee, trial length or charge it does not know', () => {
    renderOverview({ enabled: false });
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
    expect(screen.queryByText(/-day free trial/)).not.toBeInTheDocument();
  });
});

describe('PricingOverview with payments on', () => {
  it('tells listeners each channel sets its price, the cardless trial and that paid ones do not count', () => {
    renderOverview(paidMode);
    expect(
      within(section('pricing-listeners')).getByText(/sets the monthly price of their channel/),
    ).toBeInTheDocument();
    expect(
      within(section('pricing-listeners')).getByText(/14-day free trial, with no card/),
    ).toHaveTextContent('Without a card the trial ends without a charge');
    expect(within(section('pricing-listeners')).getByText(/Up to 5 free trials at a time/)).toHaveTextContent(
      'Paid subscriptions do not count',
    );
    expect(screen.queryByText(/beta/)).not.toBeInTheDocument();
  });

  it('tells creators the platform fee and what they receive of an example price', () => {
    renderOverview(paidMode);
    expect(within(section('pricing-creators')).getByText(/platform fee of 10 %/)).toHaveTextContent(
      'At $2.00 / month you receive $1.80 per listener and month',
    );
    expect(
      within(section('pricing-creators')).getByText(/Connect a payout account in the studio/),
    ).toBeInTheDocument();
  });
});
