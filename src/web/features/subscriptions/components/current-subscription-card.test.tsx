import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@shared/contract/subscriptions';
import { sampleSubscription } from '@web/test/factories';
import { CurrentSubscriptionCard } from './current-subscription-card';

const base = sampleSubscription();

function renderCard(subscription: Subscription) {
  const onCancel = vi.fn();
  render(
    <MemoryRouter>
      <CurrentSubscriptionCard
        subscription={subscription}
        channelHref="/c"
        changePlanHref="/subscription"
        onCancel={onCancel}
      />
    </MemoryRouter>,
  );
  return onCancel;
}

describe('CurrentSubscriptionCard', () => {
  it("shows plan, price, start date and 'Renews On' with long dates", () => {
    renderCard(base);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Free trial')).toBeInTheDocument();
    // During the beta the channel is free; its price is what it will cost afterwards, never 'now'.
    expect(screen.getByText('Free during the beta')).toBeInTheDocument();
    expect(screen.getByText('$2.00 / month after the beta')).toBeInTheDocument();
    expect(screen.getByText('March 10, 2025')).toBeInTheDocument();
    expect(screen.getByText('Renews On')).toBeInTheDocument();
    expect(screen.getByText('April 10, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change Plan' })).toHaveAttribute('href', '/subscription');
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  });

  it("shows 'Access Until' and no cancel button once canceled", () => {
    renderCard({
      ...base,
      cancelAtPeriodEnd: true,
      canceledAt: '2025-03-20T00:00:00.000Z',
      resubscribeAvailableAt: '2025-04-19T00:00:00.000Z',
    });
    expect(screen.getByText('Access Until')).toBeInTheDocument();
    expect(screen.queryByText('Renews On')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(screen.getByText(/subscribe again from April 19, 2025/)).toBeInTheDocument();
  });
});
