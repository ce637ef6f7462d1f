import { describe, expect, it } from 'vitest';
import { localDay, readingStreak, startOfLocalMonth, startOfLocalWeek } from './calendar';

describe('calendar boundaries in the reader’s time zone', () => {
  it('starts weeks on Monday 00:00 local', () => {
    expect(startOfLocalWeek(new Date('2025-06-18T10:00:00Z'), 0).toISOString()).toBe(
      '2025-06-16T00:00:00.000Z',
    );
    // Sunday 23:30 in UTC−2 is Monday 01:30 UTC: still the previous week there.
    expect(startOfLocalWeek(new Date('2025-06-16T01:30:00Z'), 120).toISOString()).toBe(
      '2025-06-09T02:00:00.000Z',
    );
    // Monday 00:30 in UTC+2 is Sunday 22:30 UTC: already the new week there.
    expect(startOfLocalWeek(new Date('2025-06-15T22:30:00Z'), -120).toISOString()).toBe(
      '2025-06-15T22:00:00.000Z',
    );
    expect(startOfLocalWeek(new Date('2025-06-16T00:00:00Z'), 0).toISOString()).toBe(
      '2025-06-16T00:00:00.000Z',
    );
  });

  it('starts months on the 1st local', () => {
    expect(startOfLocalMonth(new Date('2025-06-18T10:00:00Z'), 0).toISOString()).toBe(
      '2025-06-01T00:00:00.000Z',
    );
    expect(startOfLocalMonth(new Date('2025-07-01T01:00:00Z'), 120).toISOString()).toBe(
      '2025-06-01T02:00:00.000Z',
    );
    expect(startOfLocalMonth(new Date('2025-01-15T00:00:00Z'), -60).toISOString()).toBe(
      '2024-12-31T23:00:00.000Z',
    );
  });

  it('counts a streak ending today or yesterday', () => {
    const today = localDay(new Date('2025-06-18T10:00:00Z'), 0);
    expect(readingStreak([today, today - 1, today - 2, today - 4], today)).toBe(3);
    expect(readingStreak([today - 1, today - 2], today)).toBe(2);
    expect(readingStreak([today - 2], today)).toBe(0);
    expect(readingStreak([], today)).toBe(0);
  });
});
