import { describe, expect, it } from 'vitest';
import { creatorShare, formatPercent, priceCopy } from './pricing-copy';
import type { PaymentsMode } from './payments-mode';

const twoDollars = { amount: 200, currency: 'USD', interval: 'month' };
const beta: PaymentsMode = { enabled: false };
const paidMode: PaymentsMode = { enabled: true, currency: 'usd', trialDays: 14, platformFeePercent: 10 };
const paidChannel = { ...twoDollars, paid: true };

describe('priceCopy during the beta (payments off)', () => {
  it('tells a listener the channel is free now and what it will cost after the beta', () => {
    expect(priceCopy(twoDollars, 'listener', beta)).toEqual({
      now: 'Free during the beta',
      later: '$2.00 / month after the beta',
    });
  });

  it('tells a creator what their listeners will pay, not what they pay', () => {
    expect(priceCopy(twoDollars, 'creator', beta)).toEqual({
      now: 'Free for listeners during the beta',
      later: 'Listeners pay $2.00 / month after the beta',
    });
  });

  it('says free, with nothing after the beta, for a channel priced at zero', () => {
    expect(priceCopy({ ...twoDollars, amount: 0 }, 'listener', beta)).toEqual({ now: 'Free', later: null });
    expect(priceCopy({ ...twoDollars, amount: 0 }, 'creator', beta)).toEqual({
      now: 'Free for listeners',
      later: null,
    });
  });

  it('never puts a price where the current cost is said', () => {
    for (const role of ['listener', 'creator'] as const) {
      expect(priceCopy({ amount: 999, currency: 'EUR', interval: 'month' }, role, beta).now).not.toMatch(
        /€|\d/,
      );
    }
  });
});

describe('priceCopy with payments on', () => {
  it('tells a listener the real price after the cardless trial, never "after the beta"', () => {
    expect(priceCopy(paidChannel, 'listener', paidMode)).toEqual({
      now: '$2.00 / month after a 14-day free trial',
      later: 'No card needed to start the trial',
    });
  });

  it('tells a creator what listeners pay and what is left after the platform fee', () => {
    expect(priceCopy(paidChannel, 'creator', paidMode)).toEqual({
      now: 'Listeners pay $2.00 / month',
      later: 'You receive $1.80 after the 10 % platform fee',
    });
    expect(
      priceCopy({ ...paidChannel, amount: 999 }, 'creator', { ...paidMode, platformFeePercent: 2.5 }).later,
    ).toBe('You receive $9.74 after the 2.5 % platform fee');
  });

  it('reads the currency as Stripe writes it (lower case)', () => {
    expect(priceCopy({ ...paidChannel, currency: 'eur' }, 'listener', paidMode).now).toBe(
      '€2.00 / month after a 14-day free trial',
    );
  });

  it('says why a free channel is free to its creator only', () => {
    const unpaid = { ...twoDollars, paid: false };
    expect(priceCopy(unpaid, 'listener', paidMode)).toEqual({ now: 'Free', later: null });
    expect(priceCopy(unpaid, 'creator', paidMode)).toEqual({
      now: 'Free for listeners',
      later: 'Listeners will pay $2.00 / month once your payout account is active',
    });
    expect(priceCopy({ ...twoDollars, amount: 0, paid: false }, 'creator', paidMode)).toEqual({
      now: 'Free for listeners',
      later: 'Set a price above zero to charge listeners',
    });
  });

  it('never mentions the beta once payments are on', () => {
    for (const price of [paidChannel, { ...twoDollars, paid: false }, { ...twoDollars, amount: 0 }])
      for (const role of ['listener', 'creator'] as const) {
        const copy = priceCopy(price, role, paidMode);
        expect(`${copy.now} ${copy.later ?? ''}`).not.toMatch(/beta/i);
      }
  });
});

describe('creatorShare and formatPercent', () => {
  it('keep the creator what the fee rounded to the cent leaves', () => {
    expect(creatorShare(200, 10)).toBe(180);
    expect(creatorShare(999, 2.5)).toBe(974);
    expect(creatorShare(300, 0)).toBe(300);
    expect(formatPercent(10)).toBe('10 %');
    expect(formatPercent(12.25)).toBe('12.25 %');
  });
});
