import { describe, expect, it } from 'vitest';
import { lastDigestPeriod } from './digest-window';

const hours = (period: { start: Date; end: Date }) =>
  (period.end.getTime() - period.start.getTime()) / 3_600_000;

describe('lastDigestPeriod', () => {
  it('ends a daily period at the latest digest hour that has passed, in the reader zone', () => {
    const berlin = { timeZone: 'Europe/Berlin', hour: 8, weekday: 1 };
    // 2026-06-10 07:30 in Berlin (UTC+2): today's 08:00 has not come, so the period ended yesterday.
    expect(lastDigestPeriod(new Date('2026-06-10T05:30:00Z'), 'daily', berlin)).toEqual({
      start: new Date('2026-06-08T06:00:00Z'),
      end: new Date('2026-06-09T06:00:00Z'),
    });
    // At 08:00 exactly the day's period is complete.
    expect(lastDigestPeriod(new Date('2026-06-10T06:00:00Z'), 'daily', berlin)).toEqual({
      start: new Date('2026-06-09T06:00:00Z'),
      end: new Date('2026-06-10T06:00:00Z'),
    });
  });

  it('keeps the local hour across the spring change in Berlin: the day is 23 hours long', () => {
    // Sunday 2026-03-29: clocks go from 02:00 to 03:00 (UTC+1 → UTC+2).
    const period = lastDigestPeriod(new Date('2026-03-29T12:00:00Z'), 'daily', {
      timeZone: 'Europe/Berlin',
      hour: 8,
      weekday: 0,
    });
    expect(period).toEqual({
      start: new Date('2026-03-28T07:00:00Z'),
      end: new Date('2026-03-29T06:00:00Z'),
    });
    expect(hours(period)).toBe(23);
  });

  it('keeps the local hour across the autumn change in Berlin: the week is 169 hours long', () => {
    // Sunday 2026-10-25: clocks go from 03:00 back to 02:00 (UTC+2 → UTC+1). Weekly on Mondays at 09:00.
    const schedule = { timeZone: 'Europe/Berlin', hour: 9, weekday: 1 };
    const period = lastDigestPeriod(new Date('2026-10-27T12:00:00Z'), 'weekly', schedule);
    expect(period).toEqual({
      start: new Date('2026-10-19T07:00:00Z'),
      end: new Date('2026-10-26T08:00:00Z'),
    });
    expect(hours(period)).toBe(169);
    // Just before Monday 09:00 local, the latest weekly period is the one before.
    expect(lastDigestPeriod(new Date('2026-10-26T07:59:00Z'), 'weekly', schedule).end).toEqual(
      new Date('2026-10-19T07:00:00Z'),
    );
  });

  it('starts an hour the spring change skips at the first real instant after it', () => {
    const period = lastDigestPeriod(new Date('2026-03-29T12:00:00Z'), 'daily', {
      timeZone: 'Europe/Berlin',
      hour: 2,
      weekday: 0,
    });
    // 02:00 does not exist on 29 March: 03:00 CEST (01:00 UTC); the day before, 02:00 CET (01:00 UTC).
    expect(period.end).toEqual(new Date('2026-03-29T01:00:00Z'));
    expect(period.start).toEqual(new Date('2026-03-28T01:00:00Z'));
  });

  it('chains periods without gaps or overlaps over a month that crosses a change', () => {
    const schedule = { timeZone: 'America/New_York', hour: 7, weekday: 3 };
    let now = new Date('2026-10-20T00:00:00Z');
    let previous = lastDigestPeriod(now, 'daily', schedule);
    for (let i = 0; i < 30; i += 1) {
      now = new Date(now.getTime() + 24 * 3_600_000);
      const next = lastDigestPeriod(now, 'daily', schedule);
      expect(next.start).toEqual(previous.end);
      expect(
        new Intl.DateTimeFormat('en-US', {
          timeZone: schedule.timeZone,
          hour: 'numeric',
          hour12: false,
        }).format(next.end),
      ).toBe('07');
      previous = next;
    }
  });
});
