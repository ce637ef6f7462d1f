import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@web/lib/query-client';
import { answer, json } from '@web/test/server';
import ComingSoonPage from './coming-soon';

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ComingSoonPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ComingSoonPage (ADR 216)', () => {
  it('says every feature is free during the beta while payments are off', async () => {
    renderPage();
    expect(
      await screen.findByText(
        'Paid plans are on their way. During the beta every feature is free: subscribe to up to 5 podcasts, no card needed.',
      ),
    ).toBeInTheDocument();
  });

  it('speaks of no beta with payments on', async () => {
    answer({
      'GET /api/payments/config': () =>
        json(200, { enabled: true, currency: 'usd', trialDays: 14, platformFeePercent: 10 }),
    });
    renderPage();
    expect(
      await screen.findByText(
        'Paid plans are on their way. Until then every plan feature is free; listeners try up to 5 paid channels free, no card needed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/beta/)).not.toBeInTheDocument();
  });
});
