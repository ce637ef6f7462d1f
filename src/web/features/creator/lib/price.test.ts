import { describe, expect, it } from 'vitest';
import { amountToCents, centsToAmount, priceProblem } from './price';

describe('price helpers', () => {
  it('shows cents as amount/100 with 2 decimals', () => {
    expect(centsToAmount(200)).toBe('2.00');
    expect(centsToAmount(300)).toBe('3.00');
    expect(centsToAmount(1999)).toBe('19.99');
    expect(centsToAmount(5)).toBe('0.05');
  });

  it('reads typed amounts as whole cents without floating-point drift', () => {
    expect(amountToCents('2')).toBe(200);
    expect(amountToCents('2.5')).toBe(250);
    expect(amountToCents('$4.99')).toBe(499);
    expect(amountToCents('0,29')).toBe(29);
    expect(amountToCents('1.005')).toBeNull();
    expect(amountToCents('-1')).toBeNull();
    expect(amountToCents('abc')).toBeNull();
    expect(amountToCents('')).toBeNull();
  });

  it('names the bound that is broken', () => {
    expect(priceProblem(200)).toBeNull();
    expect(priceProblem(null)).toMatch(/Enter a price/);
    expect(priceProblem(100_001)).toMatch(/at most 1000.00/);
  });
});
