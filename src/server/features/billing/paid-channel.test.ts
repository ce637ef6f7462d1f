import { describe, expect, it } from 'vitest';
import { isPaidChannel, whyFree } from './paid-channel';

describe('paid channel rule', () => {
  it('is paid only with payments on, a price and an active payout account', () => {
    expect(isPaidChannel(true, 200, true)).toBe(true);
    expect(isPaidChannel(false, 200, true)).toBe(false);
    expect(isPaidChannel(true, 0, true)).toBe(false);
    expect(isPaidChannel(true, 200, false)).toBe(false);
  });

  it('names the first reason a channel stays free', () => {
    expect(whyFree(false, 0, false)).toBe('payments_off');
    expect(whyFree(true, 0, false)).toBe('no_price');
    expect(whyFree(true, 500, false)).toBe('payouts_not_active');
    expect(whyFree(true, 500, true)).toBeNull();
  });
});
