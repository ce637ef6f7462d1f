import { describe, expect, it } from 'vitest';
import { PRICE_CHANGE_NOTICE_DAYS, priceChangeEffectiveAt } from './price-change-date';

const at = (iso: string) => new Date(iso);

describe('priceChangeEffectiveAt (ADR 213)', () => {
  it('applies the new price at the next renewal when it is at least the notice away', () => {
    expect(PRICE_CHANGE_NOTICE_DAYS).toBe(30);
    expect(priceChangeEffectiveAt(at('2026-03-15T10:00:00Z'), at('2026-02-13T10:00:00Z'))).toEqual({
      effectiveAt: at('2026-03-15T10:00:00Z'),
      renewalsAtOldPrice: 0,
    });
  });

  it('keeps the old price for renewals inside the notice, then changes at the first one after it', () => {
    expect(priceChangeEffectiveAt(at('2026-03-15T10:00:00Z'), at('2026-03-01T10:00:00Z'))).toEqual({
      effectiveAt: at('2026-04-15T10:00:00Z'),
      renewalsAtOldPrice: 1,
    });
  });

  it('follows the billing day through short months', () => {
    expect(priceChangeEffectiveAt(at('2026-01-31T00:00:00Z'), at('2026-01-30T00:00:00Z'))).toEqual({
      effectiveAt: at('2026-03-31T00:00:00Z'),
      renewalsAtOldPrice: 2,
    });
  });
});
