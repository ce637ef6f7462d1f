import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@web/components/ui/toast-store';
import { apiError, json } from '@web/test/server';
import { sampleCreatorSettings } from '@web/test/factories';
import { renderCreator } from '../test/render-creator';
import { PriceCard } from './price-card';

afterEach(() => {
  resetToasts();
  localStorage.clear();
});

describe('PriceCard and the price dialog', () => {
  it('starts from the current-price state of 300 until settings are loaded', () => {
    renderCreator(<PriceCard settings={undefined} />, () => json(200, {}));
    expect(screen.getByTestId('current-price')).toHaveTextContent('$3.00 / month');
    expect(screen.getByRole('button', { name: 'Change price' })).toBeDisabled();
  });

  it('shows amount/100 with 2 decimals and saves the typed amount in cents', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreator(
      <PriceCard settings={sampleCreatorSettings({ subscriptionPrice: 250 })} />,
      (_m, _p, body) =>
        json(
          200,
          sampleCreatorSettings({ subscriptionPrice: (body as { amountCents: number }).amountCents }),
        ),
    );
    expect(screen.getByTestId('current-price')).toHaveTextContent('$2.50 / month');
    await user.click(screen.getByRole('button', { name: 'Change price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscription price' });
    const input = within(dialog).getByLabelText('Monthly price (USD)') as HTMLInputElement;
    expect(input).toHaveValue('2.50');
    await user.clear(input);
    await user.type(input, '4.99');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'PUT', path: '/api/creator/settings/price', body: { amountCents: 499 } },
    ]);
  });

  it('asks for a second yes before saving a price of 0.00', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreator(<PriceCard settings={sampleCreatorSettings()} />, (_m, _p, body) =>
      json(200, sampleCreatorSettings({ subscriptionPrice: (body as { amountCents: number }).amountCents })),
    );
    await user.click(screen.getByRole('button', { name: 'Change price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscription price' });
    const input = within(dialog).getByLabelText('Monthly price (USD)');
    await user.clear(input);
    await user.type(input, '0.00');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(within(dialog).getByTestId('confirm-free-price')).toHaveTextContent(/never pay/);
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Save free price' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'PUT', path: '/api/creator/settings/price', body: { amountCents: 0 } }]);
  });

  it('tells during the beta that a free price stays free after it, with no split of the price', async () => {
    const user = userEvent.setup();
    renderCreator(<PriceCard settings={sampleCreatorSettings()} />, () => json(200, {}));
    await user.click(screen.getByRole('button', { name: 'Change price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscription price' });
    const input = within(dialog).getByLabelText('Monthly price (USD)');
    await user.clear(input);
    await user.type(input, '2.00');
    expect(within(dialog).queryByTestId('price-split')).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(within(dialog).getByTestId('confirm-free-price')).toHaveTextContent(
      'With a price of 0.00 listeners will never pay for your channel, also after the beta.',
    );
  });

  it('with payments on, says what listeners pay and what the creator receives, and no beta', async () => {
    const user = userEvent.setup();
    renderCreator(<PriceCard settings={sampleCreatorSettings()} />, () => json(200, {}), {
      payments: { currency: 'usd', trialDays: 14, platformFeePercent: 10 },
    });
    await user.click(screen.getByRole('button', { name: 'Change price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscription price' });
    const input = within(dialog).getByLabelText('Monthly price (USD)');
    await user.clear(input);
    await user.type(input, '2.00');
    expect(await within(dialog).findByTestId('price-split')).toHaveTextContent(
      'Listeners pay $2.00 / month. You receive $1.80 after the 10 % platform fee.',
    );
    await user.clear(input);
    await user.type(input, '0');
    expect(within(dialog).queryByTestId('price-split')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(within(dialog).getByTestId('confirm-free-price')).toHaveTextContent(
      'With a price of 0.00 listeners will never pay for your channel. Press',
    );
    expect(dialog).not.toHaveTextContent(/beta/i);
  });

  it('refuses amounts out of bounds or not in cents without calling the server', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreator(<PriceCard settings={sampleCreatorSettings()} />, () =>
      json(200, sampleCreatorSettings()),
    );
    await user.click(screen.getByRole('button', { name: 'Change price' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Monthly price (USD)');
    for (const [typed, message] of [
      ['1000.01', /at most 1000.00/],
      ['2.999', /Enter a price/],
      ['free', /Enter a price/],
    ] as const) {
      await user.clear(input);
      await user.type(input, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    }
    expect(calls).toHaveLength(0);
  });

  it('refuses 0.01–0.49, below Stripe’s smallest charge, and says the rule and the notice before (ADR 227)', async () => {
    const user = userEvent.setup();
    const { calls } = renderCreator(
      <PriceCard settings={sampleCreatorSettings()} />,
      () => json(200, sampleCreatorSettings()),
      { payments: { currency: 'usd', trialDays: 14, platformFeePercent: 10 } },
    );
    await user.click(screen.getByRole('button', { name: 'Change price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscription price' });
    expect(dialog).toHaveTextContent(
      'listeners who pay already are mailed the change and keep their price for at least 30 days.',
    );
    expect(dialog).toHaveTextContent(
      '0.00 for a free channel, or between 0.50 (the smallest amount Stripe can charge) and 1000.00',
    );
    const input = within(dialog).getByLabelText('Monthly price (USD)');
    for (const typed of ['0.01', '0.49']) {
      await user.clear(input);
      await user.type(input, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'A price must be at least 0.50, the smallest amount Stripe can charge. Enter 0.00 for a free channel.',
      );
    }
    expect(calls).toHaveLength(0);
  });

  it('shows the server reason and the documented error toast when the save is refused', async () => {
    const user = userEvent.setup();
    renderCreator(<PriceCard settings={sampleCreatorSettings()} />, () =>
      apiError(400, 'invalid_price', 'The price must be a whole number of cents.'),
    );
    await user.click(screen.getByRole('button', { name: 'Change price' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save price' }));
    expect(await screen.findByText('Failed to save changes. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('whole number of cents');
  });
});
