import { TZDate } from '@date-fns/tz';
import type { DigestCadence } from './queues';

/** When a reader's digests go out: their hour (0–23) and, for weekly ones, weekday (0 = Sunday), in their zone. */
export interface DigestSchedule {
  timeZone: string;
  hour: number;
  weekday: number;
}

export interface DigestPeriod {
  start: Date;
  end: Date;
}

/**
 * The wall-clock instant `hour`:00 on the given local calendar day in `timeZone`. A day whose hour a
 * daylight-saving change skips gets the first real instant after it (02:00 on the spring-forward night in
 * Berlin is 03:00); a repeated hour is its first occurrence.
 */
function localHour(timeZone: string, year: number, month: number, day: number, hour: number): Date {
  return new Date(new TZDate(year, month, day, hour, 0, 0, 0, timeZone).getTime());
}

/** The local calendar day of `at` in `timeZone`, with its weekday. */
function localDay(at: Date, timeZone: string) {
  const local = new TZDate(at.getTime(), timeZone);
  return {
    year: local.getFullYear(),
    month: local.getMonth(),
    day: local.getDate(),
    weekday: local.getDay(),
  };
}

/**
 * The digest period that ended last at `now`: [the occurrence before, the latest occurrence ≤ now) of
 * the reader's digest time, as their wall clock has it. Across a daylight-saving change a daily period is
 * 23 or 25 hours long and a weekly one 167 or 169: the mail still goes out at the same local hour.
 */
export function lastDigestPeriod(now: Date, cadence: DigestCadence, schedule: DigestSchedule): DigestPeriod {
  const { timeZone, hour } = schedule;
  const today = localDay(now, timeZone);
  const step = cadence === 'daily' ? 1 : 7;
  // Days back from today to the latest day that is a digest day (any day, or the reader's weekday).
  let back = cadence === 'daily' ? 0 : (today.weekday - schedule.weekday + 7) % 7;
  let end = localHour(timeZone, today.year, today.month, today.day - back, hour);
  if (end.getTime() > now.getTime()) {
    back += step;
    end = localHour(timeZone, today.year, today.month, today.day - back, hour);
  }
  const start = localHour(timeZone, today.year, today.month, today.day - back - step, hour);
  return { start, end };
}
