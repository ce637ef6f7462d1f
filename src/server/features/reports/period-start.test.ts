import { describe, expect, it } from 'vitest';
import { periodStart } from './service';

const from = (period: Parameters<typeof periodStart>[0], now: string) =>
  periodStart(period, new Date(now))?.toISOString() ?? null;

describe('the feed period (docs/product.md#constants-and-limits)', () => {
  it('goes back 7 days, a calendar month, a calendar year or 30 days', () => {
    expect(from('week', '2025-06-18T10:00:00.000Z')).toBe('2025-06-11T10:00:00.000Z');
    expect(from('month', '2025-06-18T10:00:00.000Z')).toBe('2025-05-18T10:00:00.000Z');
    expect(from('year', '2025-06-18T10:00:00.000Z')).toBe('2024-06-18T10:00:00.000Z');
    expect(from(undefined, '2025-06-18T10:00:00.000Z')).toBe('2025-05-19T10:00:00.000Z');
    expect(from('all', '2025-06-18T10:00:00.000Z')).toBeNull();
  });

  it('clamps to the end of a shorter month instead of running into the next one', () => {
    // "One month before 31 March" is 28 February, not 3 March (which would make a 28-day month).
    expect(from('month', '2025-03-31T10:00:00.000Z')).toBe('2025-02-28T10:00:00.000Z');
    expect(from('year', '2024-02-29T10:00:00.000Z')).toBe('2023-02-28T10:00:00.000Z');
  });
});
