import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, json } from '@web/test/server';
import { HeroSection } from './hero-section';
import { StartFreeCta } from './start-free-cta';

// The first-visit landing document renders these without TanStack Query (ADR 084): they must not need it.
function renderLandingParts() {
  render(
    <>
      <HeroSection onSignIn={() => undefined} signingIn={false} visual={null} />
      <StartFreeCta onSignIn={() => undefined} signingIn={false} />
    </>,
  );
}

describe('the landing hero and closing call to action (ADR 216)', () => {
  it('promise the free beta while payments are off', async () => {
    renderLandingParts();
    expect(await screen.findByText('Free during the beta')).toBeInTheDocument();
    expect(screen.getByText(/^Join free during the beta\. Follow up to 5 podcasts/)).toBeInTheDocument();
  });

  it('promise the cardless trial, and no beta, with payments on', async () => {
    answer({
      'GET /api/payments/config': () =>
        json(200, { enabled: true, currency: 'usd', trialDays: 14, platformFeePercent: 10 }),
    });
    renderLandingParts();
    expect(await screen.findByText('14-day free trial')).toBeInTheDocument();
    expect(screen.getByText(/^Start with a 14-day free trial\. Follow up to 5 podcasts/)).toBeInTheDocument();
    expect(screen.queryByText(/beta/)).not.toBeInTheDocument();
  });
});
