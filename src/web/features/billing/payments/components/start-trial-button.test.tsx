import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@web/lib/query-client';
import { answer, json } from '@web/test/server';
import { StartTrialButton } from './start-trial-button';

function renderButton(processing = false) {
  const onClick = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StartTrialButton
        channelName="Bee Talk"
        price={{ amount: 500, currency: 'usd' }}
        processing={processing}
        onClick={onClick}
      />
    </QueryClientProvider>,
  );
  return onClick;
}

describe('StartTrialButton', () => {
  it('offers the cardless trial with its days and the price after it', async () => {
    answer({
      'GET /api/payments/config': () =>
        json(200, { enabled: true, currency: 'usd', trialDays: 14, platformFeePercent: 10 }),
    });
    const onClick = renderButton();
    const button = screen.getByRole('button', { name: 'Start free trial of Bee Talk' });
    expect(button).toHaveTextContent('Start free trial');
    expect(
      await screen.findByText('Free for 14 days, no card needed, then $5.00 / month.'),
    ).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription('Free for 14 days, no card needed, then $5.00 / month.');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is busy and disabled while Checkout opens', () => {
    renderButton(true);
    const button = screen.getByRole('button', { name: /Processing/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
