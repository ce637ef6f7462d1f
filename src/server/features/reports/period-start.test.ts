import { afterEach, describe, expect, it } from 'vitest';
import { periodStart } from './service';

const machineZone = process.env.TZ;
afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

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

  it('counts back across month and year ends and a leap day', () => {
    expect(from('week', '2025-03-03T10:00:00.000Z')).toBe('2025-02-24T10:00:00.000Z');
    expect(from('week', '2024-03-03T10:00:00.000Z')).toBe('2024-02-25T10:00:00.000Z');
    expect(from(undefined, '2025-01-10T00:00:00.000Z')).toBe('2024-12-11T00:00:00.000Z');
    expect(from(undefined, '2024-03-30T23:59:59.000Z')).toBe('2024-02-29T23:59:59.000Z');
    expect(from('month', '2025-01-31T23:30:00.000Z')).toBe('2024-12-31T23:30:00.000Z');
  });

  it('goes back whole 24-hour days on a server whose own clock changes that week', () => {
    // 2 November 2025 is 25 hours long in Los Angeles and 30 March 2025 is 23 hours in Berlin.
    for (const zone of ['America/Los_Angeles', 'Europe/Berlin']) {
      process.env.TZ = zone;
      expect(from('week', '2025-11-05T10:00:00.000Z')).toBe('2025-10-29T10:00:00.000Z');
      expect(from('week', '2025-04-02T10:00:00.000Z')).toBe('2025-03-26T10:00:00.000Z');
      expect(from(undefined, '2025-11-20T10:00:00.000Z')).toBe('2025-10-21T10:00:00.000Z');
    }
  });
});
