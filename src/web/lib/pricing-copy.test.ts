import { describe, expect, it } from 'vitest';
import { creatorShare, formatPercent, freeStartCopy, priceCopy } from './pricing-copy';
import { comingSoonCopy, creatorPricePerk, freePriceWarning, teaserPriceSentence } from './pricing-copy-app';
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

describe('the beta and paid wording around prices (ADR 216)', () => {
  it('promises the beta only during the beta, the trial with payments on, neither before the mode is known', () => {
    expect(freeStartCopy(beta)).toEqual({
      promise: 'Free during the beta',
      join: 'Join free during the beta.',
    });
    expect(freeStartCopy(paidMode)).toEqual({
      promise: '14-day free trial',
      join: 'Start with a 14-day free trial.',
    });
    expect(freeStartCopy(undefined)).toEqual({ promise: 'Free to start', join: 'Join free.' });
  });

  it('tells a new creator what listeners pay and the fee only with payments on', () => {
    expect(creatorPricePerk(beta)).toBe('Set your own monthly price; listeners try it free during the beta.');
    expect(creatorPricePerk(paidMode)).toBe(
      'Set your own monthly price; listeners pay it after a 14-day free trial, less the 10 % platform fee for you.',
    );
    expect(creatorPricePerk(undefined)).toBe('Set your own monthly price for listeners.');
  });

  it('warns about a free price without the beta when payments are on', () => {
    expect(freePriceWarning(beta)).toBe(
      'With a price of 0.00 listeners will never pay for your channel, also after the beta.',
    );
    expect(freePriceWarning(paidMode)).toBe(
      'With a price of 0.00 listeners will never pay for your channel.',
    );
  });

  it('gives a teaser the beta price, a paid channel its trial, and claims no price it does not know', () => {
    expect(teaserPriceSentence(twoDollars, beta)).toBe('$2.00 a month — free during the beta trial.');
    expect(teaserPriceSentence(paidChannel, paidMode)).toBe(
      '$2.00 a month after a 14-day free trial, no card needed to start.',
    );
    expect(teaserPriceSentence({ ...twoDollars, paid: false }, paidMode)).toBe('Free to read.');
    expect(teaserPriceSentence(twoDollars, paidMode)).toBeNull();
    expect(teaserPriceSentence(twoDollars, undefined)).toBeNull();
  });

  it('keeps the coming-soon page’s beta sentence and drops the beta with payments on', () => {
    expect(comingSoonCopy(beta)).toBe(
      'Paid plans are on their way. During the beta every feature is free: subscribe to up to 5 podcasts, no card needed.',
    );
    expect(comingSoonCopy(paidMode)).toBe(
      'Paid plans are on their way. Until then every plan feature is free; listeners try up to 5 paid channels free, no card needed.',
    );
  });

  it('never says "beta" with payments on', () => {
    const paid = paidMode;
    const texts = [
      ...Object.values(freeStartCopy(paid)),
      creatorPricePerk(paid),
      freePriceWarning(paid),
      teaserPriceSentence(paidChannel, paid),
      teaserPriceSentence({ ...twoDollars, paid: false }, paid),
      comingSoonCopy(paid),
      ...Object.values(priceCopy(paidChannel, 'listener', paid)),
      ...Object.values(priceCopy(paidChannel, 'creator', paid)),
    ];
    for (const text of texts) expect(text ?? '').not.toMatch(/beta/i);
  });
});
