import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlatformFees } from '@shared/contract/money';
import { createQueryClient } from '@web/lib/query-client';
import { answer, apiError, json } from '@web/test/server';
import { PlatformFeesView } from './platform-fees';

function show() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PlatformFeesView />
    </QueryClientProvider>,
  );
}

const fees: PlatformFees = {
  enabled: true,
  currency: 'usd',
  platformFeePercent: 10,
  totalFees: 12_345,
  feesRefunded: 345,
  net: 12_000,
  months: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((month, i) => ({
    month,
    fees: i * 100,
    feesRefunded: 0,
    net: i * 100,
  })),
  payingSubscriptions: 42,
  topChannels: [
    {
      creatorId: '00000000-0000-4000-8000-000000000001',
      channelName: 'Rooftop Hour',
      fees: 9000,
      payments: 90,
    },
    { creatorId: '00000000-0000-4000-8000-000000000002', channelName: null, fees: 100, payments: 1 },
  ],
};

describe('PlatformFeesView', () => {
  it('shows the totals, the months as a chart and the top channels', async () => {
    answer({ 'GET /api/admin/payments': () => json(200, fees) });
    show();
    expect(await screen.findByText('$123.45', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('$3.45')).toBeInTheDocument();
    expect(screen.getByText('$120.00')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Net fees per month, last 6 months/ })).toBeInTheDocument();
    expect(screen.getByText('Rooftop Hour')).toBeInTheDocument();
    expect(screen.getByText('90 payments')).toBeInTheDocument();
    expect(screen.getByText('A channel without a name')).toBeInTheDocument();
  });

  it('says when there are no payments yet', async () => {
    answer({ 'GET /api/admin/payments': () => json(200, { ...fees, topChannels: [] }) });
    show();
    expect(await screen.findByText('No payments yet.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says payments are off in the free beta', async () => {
    answer({ 'GET /api/admin/payments': () => json(200, { enabled: false }) });
    show();
    expect(await screen.findByText(/Payments are off/, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('tells a non-administrator the fee revenue is not theirs to see', async () => {
    answer({
      'GET /api/admin/payments': () => apiError(403, 'forbidden', 'Only administrators can do this.'),
    });
    show();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Only administrators can see the fee revenue',
    );
  });
});
