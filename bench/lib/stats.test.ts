import { describe, expect, it } from 'vitest';
import { combineRounds, median, percentile, ratio, summarizeRun } from './stats';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted on purpose

  it('returns observed values at the usual ranks', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile(hundred, 0)).toBe(1);
  });

  it('rounds the rank up on small samples instead of interpolating', () => {
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([10, 20, 30, 40], 50)).toBe(20);
    expect(percentile([10, 20, 30, 40], 99)).toBe(40);
    expect(percentile([7], 95)).toBe(7);
  });

  it('is NaN for no values and refuses a p outside 0–100', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile([1], 101)).toThrow(RangeError);
    expect(() => percentile([1], Number.NaN)).toThrow(RangeError);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
    expect(median([Number.NaN, 5])).toBe(5);
  });
});

describe('ratio', () => {
  it('divides and rounds to two decimals', () => {
    expect(ratio(700, 1000)).toBe(0.7);
    expect(ratio(1, 3)).toBe(0.33);
    expect(ratio(2, 3)).toBe(0.67);
  });

  it('is null when a side is missing or the floor is zero', () => {
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(null, 2)).toBeNull();
    expect(ratio(1, undefined)).toBeNull();
    expect(ratio(Number.NaN, 2)).toBeNull();
  });
});

describe('summarizeRun and combineRounds', () => {
  it('turns latencies into requests per second and percentiles', () => {
    const latencies = Array.from({ length: 200 }, (_, i) => i + 1);
    const run = summarizeRun(latencies, 2000, 0, { '200': 200 });
    expect(run).toMatchObject({ requests: 200, rps: 100, p50: 100, p95: 190, p99: 198, max: 200 });
  });

  it('takes the median of every figure across rounds and sums the errors', () => {
    const rounds = [
      summarizeRun([1, 2, 3], 1000, 0, { '200': 3 }),
      summarizeRun([10, 20, 30, 40, 50], 1000, 1, { '200': 4, '503': 1 }),
      summarizeRun([5, 5, 5, 5], 1000, 0, { '200': 4 }),
    ];
    const combined = combineRounds(rounds);
    expect(combined.rps).toBe(4);
    expect(combined.p50).toBe(5);
    expect(combined.errors).toBe(1);
    expect(combined.requests).toBe(12);
    expect(combined.statuses).toEqual({ '200': 11, '503': 1 });
  });
});
