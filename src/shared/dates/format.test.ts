import { tz } from '@date-fns/tz';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { format } from 'date-fns/format';
import { getYear } from 'date-fns/getYear';
import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatLongDate,
  formatMinutes,
  formatMonthDay,
  formatRelativeDate,
  formatShortDate,
} from './format';

describe('date formats', () => {
  it('writes long dates as long month, day, year (docs/product.md#subscription-screens)', () => {
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

  it('writes what date-fns wrote with the same patterns, in any zone (ADR 143)', () => {
    // The formats moved from date-fns to Intl; date-fns, still the calendar arithmetic's library, is the
    // reference: instants spread over 60 years (hours and minutes of every kind), in zones east and west
    // of UTC, with and without daylight saving, and the machine's own.
    const zones = [
      undefined,
      'UTC',
      'Europe/Berlin',
      'America/Los_Angeles',
      'Asia/Kolkata',
      'Pacific/Kiritimati',
    ];
    const now = new Date('2025-06-18T10:00:00.000Z');
    let at = Date.UTC(1995, 0, 1, 0, 7);
    for (let i = 0; i < 400; i++) {
      at += 86_400_000 * 53 + 3_600_000 * 7 + 60_000 * 13;
      const instant = new Date(at);
      const iso = instant.toISOString();
      for (const zone of zones) {
        const options = zone ? { in: tz(zone) } : {};
        expect(formatLongDate(iso, zone)).toBe(format(instant, 'MMMM d, yyyy', options));
        expect(formatShortDate(instant, zone)).toBe(format(instant, 'MMM d, yyyy', options));
        expect(formatMonthDay(iso, zone)).toBe(format(instant, 'MMM d', options));
        expect(formatDateTime(iso, zone)).toBe(format(instant, 'MMM d, h:mm a', options));
        const days = differenceInCalendarDays(now, instant, options);
        if (days > 7) {
          expect(formatRelativeDate(iso, now, zone)).toBe(
            getYear(instant, options) === getYear(now, options)
              ? format(instant, 'MMM d', options)
              : format(instant, 'MMM d, yyyy', options),
          );
        }
      }
    }
  });

  it('refuses an invalid date as date-fns did', () => {
    expect(() => formatLongDate('not a date')).toThrow(RangeError);
    expect(() => formatDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('writes midnight and noon on the 12-hour clock', () => {
    expect(formatDateTime('2025-03-15T00:05:00.000Z', 'UTC')).toBe('Mar 15, 12:05 AM');
    expect(formatDateTime('2025-03-15T12:05:00.000Z', 'UTC')).toBe('Mar 15, 12:05 PM');
  });
});

describe('formatMinutes', () => {
  it('says a duration in minutes, at least one for any time, and hours past the hour', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(20)).toBe('1 min');
    expect(formatMinutes(150)).toBe('3 min');
    expect(formatMinutes(3_480)).toBe('58 min');
    expect(formatMinutes(3_900)).toBe('1 h 05 min');
  });
});
