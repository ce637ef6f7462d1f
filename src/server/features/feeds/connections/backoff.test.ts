import { describe, expect, it } from 'vitest';
import { nextCheckAfter } from './backoff';

const now = new Date('2026-03-04T10:00:00Z');
const minutesAfter = (failures: number) => (nextCheckAfter(now, failures).getTime() - now.getTime()) / 60_000;

describe('nextCheckAfter', () => {
  it('checks a healthy feed every 15 minutes', () => {
    expect(minutesAfter(0)).toBe(15);
  });

  it('doubles the wait with each failure in a row', () => {
    expect([1, 2, 3, 4].map(minutesAfter)).toEqual([30, 60, 120, 240]);
  });

  it('waits at most a day, however many failures', () => {
    expect(minutesAfter(7)).toBe(24 * 60);
    expect(minutesAfter(1000)).toBe(24 * 60);
  });
});
