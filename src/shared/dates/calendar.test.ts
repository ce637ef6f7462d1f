import { describe, expect, it } from 'vitest';
import { dayKey, dayStreak, startOfMonthIn, startOfWeekIn, weekStartsIn } from './calendar';

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();
const HOUR = 3_600_000;

describe('days in a time zone', () => {
  it('names the day an instant falls on, wherever the reader is', () => {
    const instant = at('2025-06-18T10:30:00Z');
    expect(dayKey(instant, 'UTC')).toBe('2025-06-18');
    // UTC+14 and UTC−11: the same instant is two calendar days apart.
    expect(dayKey(instant, 'Pacific/Kiritimati')).toBe('2025-06-19');
    expect(dayKey(instant, 'Pacific/Pago_Pago')).toBe('2025-06-17');
  });
});

describe('weeks and months in a time zone', () => {
  it('starts weeks on Monday 00:00 local, across the spring change in Berlin', () => {
    // Summer time starts on Sunday 30 March 2025 at 02:00: Monday the 24th is at +01:00, the 31st at +02:00.
    expect(iso(startOfWeekIn(at('2025-03-30T12:00:00Z'), 'Europe/Berlin'))).toBe('2025-03-23T23:00:00.000Z');
    expect(iso(startOfWeekIn(at('2025-04-02T12:00:00Z'), 'Europe/Berlin'))).toBe('2025-03-30T22:00:00.000Z');
    // Monday 00:30 in Berlin is still Sunday in UTC: already the new week there.
    expect(iso(startOfWeekIn(at('2025-03-30T22:30:00Z'), 'Europe/Berlin'))).toBe('2025-03-30T22:00:00.000Z');
  });

  it('gives the week with the autumn change in Los Angeles its 169 hours', () => {
    // Daylight time ends on Sunday 2 November 2025 at 02:00: Monday 27 October is at −07:00, 3 November at −08:00.
    const starts = weekStartsIn(at('2025-11-05T20:00:00Z'), 'America/Los_Angeles', 3);
    expect(starts.map(iso)).toEqual([
      '2025-10-20T07:00:00.000Z',
      '2025-10-27T07:00:00.000Z',
      '2025-11-03T08:00:00.000Z',
    ]);
    expect(starts[2]!.getTime() - starts[1]!.getTime()).toBe(169 * HOUR);
    expect(starts.map((start) => dayKey(start, 'America/Los_Angeles'))).toEqual([
      '2025-10-20',
      '2025-10-27',
      '2025-11-03',
    ]);
  });

  it('lists twelve local Mondays through the spring change, oldest first', () => {
    const starts = weekStartsIn(at('2025-04-02T12:00:00Z'), 'Europe/Berlin', 12);
    expect(starts).toHaveLength(12);
    expect(starts.map((start) => dayKey(start, 'Europe/Berlin'))).toEqual([
      '2025-01-13',
      '2025-01-20',
      '2025-01-27',
      '2025-02-03',
      '2025-02-10',
      '2025-02-17',
      '2025-02-24',
      '2025-03-03',
      '2025-03-10',
      '2025-03-17',
      '2025-03-24',
      '2025-03-31',
    ]);
    expect(starts.at(-1)!.getTime() - starts.at(-2)!.getTime()).toBe(167 * HOUR);
  });

  it('starts months on the 1st local, east of UTC+12 and west of UTC−10', () => {
    // 30 June 23:00 UTC is already 1 July 13:00 on Kiritimati (UTC+14) …
    expect(iso(startOfMonthIn(at('2025-06-30T23:00:00Z'), 'Pacific/Kiritimati'))).toBe(
      '2025-06-30T10:00:00.000Z',
    );
    // … and still 30 June 12:00 in Pago Pago (UTC−11).
    expect(iso(startOfMonthIn(at('2025-06-30T23:00:00Z'), 'Pacific/Pago_Pago'))).toBe(
      '2025-06-01T11:00:00.000Z',
    );
    expect(iso(startOfMonthIn(at('2025-07-01T10:59:00Z'), 'Pacific/Pago_Pago'))).toBe(
      '2025-06-01T11:00:00.000Z',
    );
  });

  it('starts a day whose midnight is skipped at its first real instant', () => {
    // Santiago de Chile moves from −04:00 to −03:00 at midnight on Sunday 7 September 2025: the day begins at 01:00.
    expect(iso(startOfWeekIn(at('2025-09-10T12:00:00Z'), 'America/Santiago'))).toBe(
      '2025-09-08T03:00:00.000Z',
    );
    const moments = [at('2025-09-07T04:30:00Z'), at('2025-09-06T12:00:00Z')];
    expect(dayStreak(moments, at('2025-09-07T15:00:00Z'), 'America/Santiago')).toBe(2);
  });
});

describe('a streak of days', () => {
  const newestFirst = (...isos: string[]) => isos.map(at);

  it('counts consecutive days ending today, or yesterday while today is still empty', () => {
    const now = at('2025-06-18T10:00:00Z');
    const reads = newestFirst('2025-06-18T08:00:00Z', '2025-06-17T20:00:00Z', '2025-06-16T01:00:00Z');
    expect(dayStreak(reads, now, 'UTC')).toBe(3);
    expect(dayStreak(reads.slice(1), now, 'UTC')).toBe(2);
    expect(dayStreak(newestFirst('2025-06-16T23:59:59Z'), now, 'UTC')).toBe(0);
    expect(dayStreak([], now, 'UTC')).toBe(0);
    // Several reads on one day count it once, and a gap ends the streak.
    const busy = newestFirst(
      '2025-06-18T09:00:00Z',
      '2025-06-18T07:00:00Z',
      '2025-06-17T07:00:00Z',
      '2025-06-14T07:00:00Z',
    );
    expect(dayStreak(busy, now, 'UTC')).toBe(2);
  });

  it('cuts days at the reader’s midnight across the spring change in Berlin', () => {
    // 23:30 on Saturday 29 March is at +01:00, the rest at +02:00. One fixed offset taken on the 31st
    // (+02:00) would move that read to Sunday and break the streak.
    const reads = newestFirst('2025-03-31T07:00:00Z', '2025-03-30T10:00:00Z', '2025-03-29T22:30:00Z');
    expect(dayStreak(reads, at('2025-03-31T08:00:00Z'), 'Europe/Berlin')).toBe(3);
  });

  it('cuts days at the reader’s midnight across the autumn change in Los Angeles', () => {
    // 00:30 on Saturday 1 November is at −07:00 (07:30 UTC); with the −08:00 of the 3rd it would be Friday.
    const reads = newestFirst('2025-11-03T07:30:00Z', '2025-11-01T07:30:00Z');
    expect(dayStreak(reads, at('2025-11-03T17:00:00Z'), 'America/Los_Angeles')).toBe(2);
  });

  it('gives the same reads different streaks on Kiritimati and in Pago Pago', () => {
    // 11:00 UTC is 01:00 the next day on Kiritimati and 00:00 the same day in Pago Pago.
    const reads = newestFirst('2025-06-18T11:00:00Z', '2025-06-17T09:00:00Z');
    const now = at('2025-06-18T12:00:00Z');
    // Kiritimati: read on the 19th (today) and on the 17th, the 18th is empty.
    expect(dayStreak(reads, now, 'Pacific/Kiritimati')).toBe(1);
    // Pago Pago: read on the 18th (today) and the 16th, the 17th is empty.
    expect(dayStreak(reads, now, 'Pacific/Pago_Pago')).toBe(1);
    expect(dayStreak(reads, now, 'UTC')).toBe(2);
  });
});
