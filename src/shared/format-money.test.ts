import { describe, expect, it } from 'vitest';
import { formatMoney, formatMonth } from './format-money';

describe('formatMoney', () => {
  it('writes cents as money in their currency, negatives included', () => {
    expect(formatMoney(1080, 'usd')).toBe('$10.80');
    expect(formatMoney(-50, 'usd')).toBe('-$0.50');
    expect(formatMoney(123456, 'EUR')).toBe('€1,234.56');
    expect(formatMoney(0, 'gbp')).toBe('£0.00');
  });
});

describe('formatMonth', () => {
  it("names a 'YYYY-MM' month", () => {
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(formatMonth('2026-01', 'long')).toBe('January 2026');
    expect(formatMonth('not a month')).toBe('not a month');
  });
});
