import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { planFeatures, type Plan } from '@shared/contract/subscriptions';
import { renderWithAuth } from '@web/features/auth/test/render-with-auth';
import { signedInSession } from '@web/test/factories';
import { answer, json } from '@web/test/server';
import SubscriptionPlansPage from './subscription-plans';

const plan = (type: Plan['type'], name: string, amount: number): Plan => ({
  id: type,
  name,
  type,
  amount,
  currency: 'USD',
  interval: 'month',
  isPurchasable: false,
  features: planFeatures[type],
  metadata: { type },
});

function renderPlans(isCreator: boolean) {
  const session = signedInSession(new Date(Date.now() + 3_600_000).toISOString());
  answer({
    'GET /api/auth/session': () => json(200, { ...session, user: { ...session.user, isCreator } }),
    'GET /api/subscriptions/plans': () =>
      json(200, {
        plans: [plan('basic', 'Basic', 900), plan('premium', 'Premium', 1900), plan('pro', 'Pro', 4900)],
      }),
  });
  renderWithAuth(<SubscriptionPlansPage />, { path: '/subscription' });
}

/** Every link on the page, by where it leads. */
const hrefs = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

describe('Creator Plans (ADR 231)', () => {
  it('keeps the plans as the product states them, and offers a listener the way to become a creator', async () => {
    renderPlans(false);
    const cards = await screen.findAllByTestId('plan-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('720p video exports')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('4K exports')).toBeInTheDocument();
    for (const name of ['Basic', 'Premium', 'Pro']) {
      expect(screen.getByRole('link', { name: `Become a creator (${name})` })).toHaveAttribute(
        'href',
        '/onboarding',
      );
    }
    expect(screen.queryByRole('button', { name: /^Choose / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set your price' })).not.toBeInTheDocument();
    expect(hrefs()).not.toContain('/coming-soon');
  });

  it('leads a creator to the studio and to the price setting', async () => {
    renderPlans(true);
    expect(await screen.findByRole('link', { name: 'Open the studio (Premium)' })).toHaveAttribute(
      'href',
      '/creator',
    );
    expect(screen.getAllByRole('link', { name: /^Open the studio/ })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Set your price' })).toHaveAttribute('href', '/creator/settings');
    expect(screen.queryByRole('link', { name: /Become a creator/ })).not.toBeInTheDocument();
    expect(hrefs()).not.toContain('/coming-soon');
  });
});
