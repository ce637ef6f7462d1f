import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CreatorMoney } from '@shared/contract/money';
import { createQueryClient } from '@web/lib/query-client';
import { answer, apiError, json } from '@web/test/server';
import { CreatorMoneyView } from './creator-money-view';

function show() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CreatorMoneyView notCreator={<p>Become a creator first</p>} />
    </QueryClientProvider>,
  );
}

const months = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const money: CreatorMoney = {
  enabled: true,
  currency: 'usd',
  platformFeePercent: 10,
  payingSubscribers: 12,
  trials: 3,
  pastDue: 1,
  mrrAfterFee: 5400,
  months: months.map((month, i) => ({
    month,
    gross: i * 1000,
    fee: i * 100,
    refunds: i === 2 ? 2500 : 0,
    net: i * 900 - (i === 2 ? 2500 : 0),
  })),
  recent: [
    {
      id: 're_1',
      kind: 'refund',
      amount: 500,
      fee: 50,
      occurredAt: '2026-11-20T10:00:00.000Z',
      subscriberName: 'Sam Payer',
    },
    {
      id: 'in_1',
      kind: 'payment',
      amount: 500,
      fee: 50,
      occurredAt: '2026-11-02T10:00:00.000Z',
      subscriberName: null,
    },
  ],
  nextPayout: { amount: 4410, arrivalDate: '2026-11-29T00:00:00.000Z' },
  nextPayoutUnavailable: false,
};

describe('CreatorMoneyView', () => {
  it('shows the numbers, the next payout, the chart of net per month and the recent payments', async () => {
    answer({ 'GET /api/creator/money': () => json(200, money) });
    show();
    expect(await screen.findByText('Paying subscribers', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('$54.00')).toBeInTheDocument();
    expect(screen.getByText('After the 10% platform fee')).toBeInTheDocument();
    expect(screen.getByText('$44.10')).toBeInTheDocument();
    expect(screen.getByText('Expected November 29, 2026')).toBeInTheDocument();

    const chart = screen.getByRole('img', { name: /Net per month, last 6 months/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(6);
    expect(chart).toHaveAccessibleName(expect.stringContaining('to $45.00 in November 2026'));

    const recent = screen.getByRole('table', { name: 'Recent payments and refunds' });
    const rows = within(recent).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Sam Payer');
    expect(rows[1]).toHaveTextContent('-$5.00');
    expect(rows[2]).toHaveTextContent('A former subscriber');
  });

  it('shows the fee under the amount on a phone, where the Fee column is hidden', async () => {
    answer({ 'GET /api/creator/money': () => json(200, money) });
    show();
    const recent = await screen.findByRole(
      'table',
      { name: 'Recent payments and refunds' },
      { timeout: 5000 },
    );
    // jsdom applies no stylesheet, so the breakpoints are read from the classes Tailwind turns into rules.
    const feeHeader = within(recent).getByRole('columnheader', { name: 'Fee' });
    expect(feeHeader).toHaveClass('hidden', 'sm:table-cell');
    const amountHeader = within(recent).getByRole('columnheader', { name: 'Amount and fee' });
    expect(amountHeader).not.toHaveClass('hidden');
    expect(within(amountHeader).getByText('and fee', { exact: false })).toHaveClass('sm:hidden');

    const [, refund, payment] = within(recent).getAllByRole('row');
    const refundFee = within(refund!).getByText('Fee -$0.50');
    expect(refundFee).toHaveClass('sm:hidden');
    const refundCell = refundFee.closest('td');
    expect(refundCell).not.toHaveClass('hidden');
    expect(refundCell).toHaveTextContent('-$5.00');
    const paymentFee = within(payment!).getByText('Fee $0.50');
    expect(paymentFee.closest('td')).not.toHaveClass('hidden');
    expect(paymentFee.closest('td')).toHaveTextContent('$5.00');
  });

  it('says when there are no payments yet and no payout on its way', async () => {
    answer({
      'GET /api/creator/money': () =>
        json(200, {
          ...money,
          payingSubscribers: 0,
          mrrAfterFee: 0,
          recent: [],
          nextPayout: null,
          months: money.enabled
            ? money.months.map((m) => ({ ...m, gross: 0, fee: 0, refunds: 0, net: 0 }))
            : [],
        }),
    });
    show();
    expect(await screen.findByText('No payments yet.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('No payout is on its way.')).toBeInTheDocument();
    expect(screen.getByText('No payments in the last 6 months')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Net per month/ })).not.toBeInTheDocument();
  });

  it('keeps the page when Stripe did not answer, and says the payout is missing', async () => {
    answer({
      'GET /api/creator/money': () => json(200, { ...money, nextPayout: null, nextPayoutUnavailable: true }),
    });
    show();
    expect(
      await screen.findByText(/Stripe did not answer just now/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
  });

  it('says payments are off in the free beta', async () => {
    answer({ 'GET /api/creator/money': () => json(200, { enabled: false }) });
    show();
    const heading = await screen.findByRole('heading', { name: 'Payments are off' }, { timeout: 5000 });
    // Padded on every side: a header's padding leaves its bottom to the content below, and there is none.
    expect(heading.parentElement).toHaveClass('p-6');
    expect(heading.parentElement).not.toHaveClass('pb-0');
  });

  it('shows the studio notice to a listener', async () => {
    answer({
      'GET /api/creator/money': () =>
        apiError(403, 'creator_required', 'Become a creator first to manage a channel.'),
    });
    show();
    expect(await screen.findByText('Become a creator first', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('offers to try again when the money could not load', async () => {
    let calls = 0;
    answer({
      'GET /api/creator/money': () => {
        calls += 1;
        return calls === 1 ? apiError(400, 'validation_failed', 'Bad request.') : json(200, money);
      },
    });
    show();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Could not load your money.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Paying subscribers', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
