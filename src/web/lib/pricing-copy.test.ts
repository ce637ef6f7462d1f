import { describe, expect, it } from 'vitest';
import { priceCopy } from './pricing-copy';

const twoDollars = { amount: 200, currency: 'USD', interval: 'month' };

describe('priceCopy', () => {
  it('tells a listener the channel is free now and what it will cost after the beta', () => {
    expect(priceCopy(twoDollars, 'listener')).toEqual({
      now: 'Free during the beta',
      later: '$2.00 / month after the beta',
    });
  });

  it('tells a creator what their listeners will pay, not what they pay', () => {
    expect(priceCopy(twoDollars, 'creator')).toEqual({
      now: 'Free for listeners during the beta',
      later: 'Listeners pay $2.00 / month after the beta',
    });
  });

  it('says free, with nothing after the beta, for a channel priced at zero', () => {
    expect(priceCopy({ ...twoDollars, amount: 0 }, 'listener')).toEqual({ now: 'Free', later: null });
    expect(priceCopy({ ...twoDollars, amount: 0 }, 'creator')).toEqual({
      now: 'Free for listeners',
      later: null,
    });
  });

  it('never puts a price where the current cost is said', () => {
    for (const role of ['listener', 'creator'] as const) {
      expect(priceCopy({ amount: 999, currency: 'EUR', interval: 'month' }, role).now).not.toMatch(/€|\d/);
    }
  });
});
