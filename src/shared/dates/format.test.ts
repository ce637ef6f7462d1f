import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatLongDate,
  formatMonthDay,
  formatRelativeDate,
  formatShortDate,
} from './format';

describe('date formats', () => {
  it('writes long dates as long month, day, year (spec §2)', () => {
    expect(formatLongDate('2025-03-15T12:00:00.000Z', 'UTC')).toBe('March 15, 2025');
    expect(formatLongDate(new Date('2025-02-14T10:00:00.000Z'), 'UTC')).toBe('February 14, 2025');
  });

  it('shows an instant on the reader’s calendar', () => {
    const lateInUtc = '2025-06-30T23:00:00.000Z';
    expect(formatLongDate(lateInUtc, 'Pacific/Kiritimati')).toBe('July 1, 2025');
    expect(formatLongDate(lateInUtc, 'Pacific/Pago_Pago')).toBe('June 30, 2025');
    expect(formatShortDate(lateInUtc, 'Pacific/Kiritimati')).toBe('Jul 1, 2025');
    expect(formatMonthDay(lateInUtc, 'Pacific/Pago_Pago')).toBe('Jun 30');
  });

  it('shows the wall-clock time on both sides of a daylight-saving change', () => {
    expect(formatDateTime('2025-03-30T00:30:00.000Z', 'Europe/Berlin')).toBe('Mar 30, 1:30 AM');
    expect(formatDateTime('2025-03-30T01:30:00.000Z', 'Europe/Berlin')).toBe('Mar 30, 3:30 AM');
    // 1:30 happens twice in Los Angeles on 2 November 2025.
    expect(formatDateTime('2025-11-02T08:30:00.000Z', 'America/Los_Angeles')).toBe('Nov 2, 1:30 AM');
    expect(formatDateTime('2025-11-02T09:30:00.000Z', 'America/Los_Angeles')).toBe('Nov 2, 1:30 AM');
    expect(formatDateTime('2025-11-02T10:30:00.000Z', 'America/Los_Angeles')).toBe('Nov 2, 2:30 AM');
  });

  it('writes a calendar day as itself, in any zone', () => {
    for (const zone of [undefined, 'UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      expect(formatLongDate('2025-06-16', zone)).toBe('June 16, 2025');
      expect(formatMonthDay('2025-06-16', zone)).toBe('Jun 16');
    }
  });

  it('says how long ago in calendar days of the zone', () => {
    const now = new Date('2025-06-18T10:00:00.000Z');
    expect(formatRelativeDate('2025-06-18T00:30:00.000Z', now, 'UTC')).toBe('Today');
    expect(formatRelativeDate('2025-06-17T23:30:00.000Z', now, 'UTC')).toBe('Yesterday');
    expect(formatRelativeDate('2025-06-15T10:00:00.000Z', now, 'UTC')).toBe('3 days ago');
    expect(formatRelativeDate('2025-06-01T10:00:00.000Z', now, 'UTC')).toBe('Jun 1');
    expect(formatRelativeDate('2024-12-30T10:00:00.000Z', now, 'UTC')).toBe('Dec 30, 2024');
    // 23:30 UTC on the 17th is already the 18th in Berlin: today there.
    expect(formatRelativeDate('2025-06-17T23:30:00.000Z', now, 'Europe/Berlin')).toBe('Today');
    expect(formatRelativeDate('2025-06-19T01:00:00.000Z', now, 'UTC')).toBe('Today');
  });
});
