import { describe, expect, it } from 'vitest';
import { addMonths } from './add-months';

const plus = (iso: string, months: number) => addMonths(new Date(iso), months).toISOString();

describe('addMonths', () => {
  it('adds calendar months in UTC and keeps the time of day', () => {
    expect(plus('2025-03-15T10:20:30.000Z', 1)).toBe('2025-04-15T10:20:30.000Z');
    expect(plus('2025-12-15T00:00:00.000Z', 1)).toBe('2026-01-15T00:00:00.000Z');
    expect(plus('2025-01-15T00:00:00.000Z', 25)).toBe('2027-02-15T00:00:00.000Z');
    expect(plus('2025-03-15T00:00:00.000Z', -3)).toBe('2024-12-15T00:00:00.000Z');
  });

  it('clamps to the end of a shorter month (ADR 040): Jan 31 → Feb 28 or 29', () => {
    expect(plus('2025-01-31T12:00:00.000Z', 1)).toBe('2025-02-28T12:00:00.000Z');
    expect(plus('2024-01-31T12:00:00.000Z', 1)).toBe('2024-02-29T12:00:00.000Z');
    expect(plus('2025-01-31T12:00:00.000Z', 2)).toBe('2025-03-31T12:00:00.000Z');
    expect(plus('2025-03-31T12:00:00.000Z', 1)).toBe('2025-04-30T12:00:00.000Z');
    expect(plus('2024-02-29T12:00:00.000Z', 12)).toBe('2025-02-28T12:00:00.000Z');
  });

  it('counts the UTC day, not the machine’s: late on the 31st stays the last day', () => {
    // 23:30 UTC on 31 January is already 1 February east of UTC and still 31 January west of it; the
    // answer must not depend on where the code runs.
    expect(plus('2025-01-31T23:30:00.000Z', 1)).toBe('2025-02-28T23:30:00.000Z');
    expect(plus('2025-01-01T00:30:00.000Z', 1)).toBe('2025-02-01T00:30:00.000Z');
  });

  it('returns a plain Date', () => {
    const result = addMonths(new Date('2025-01-31T12:00:00.000Z'), 1);
    expect(Object.getPrototypeOf(result)).toBe(Date.prototype);
  });
});
