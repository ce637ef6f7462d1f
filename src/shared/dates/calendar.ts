import { tz, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { startOfMonth } from 'date-fns/startOfMonth';
import { startOfWeek } from 'date-fns/startOfWeek';
import { subWeeks } from 'date-fns/subWeeks';

/**
 * Calendar days, weeks and months as a reader in `timeZone` (an IANA name, see time-zone.ts) lives them.
 * date-fns with @date-fns/tz does the arithmetic in that zone, so a week with a daylight-saving change in
 * it is 167 or 169 hours long, as on the reader's wall clock, and a week whose Monday midnight a change
 * skips starts at that Monday's first real instant.
 */

/** A calendar day, 'YYYY-MM-DD'. */
export type DayKey = string;

/** The calendar day on which the instant `at` falls in `timeZone`. */
export function dayKey(at: Date, timeZone: string): DayKey {
  return format(at, 'yyyy-MM-dd', { in: tz(timeZone) });
}

/** Monday 00:00 of the week containing `at`, in `timeZone` (weeks start on Monday: ADR 064). */
export function startOfWeekIn(at: Date, timeZone: string): Date {
  return new Date(startOfWeek(at, { weekStartsOn: 1, in: tz(timeZone) }).getTime());
}

/** The 1st, 00:00, of the month containing `at`, in `timeZone`. */
export function startOfMonthIn(at: Date, timeZone: string): Date {
  return new Date(startOfMonth(at, { in: tz(timeZone) }).getTime());
}

/** The starts of the last `count` weeks up to the one containing `at`, oldest first, in `timeZone`. */
export function weekStartsIn(at: Date, timeZone: string, count: number): Date[] {
  const zone = tz(timeZone);
  // Step back from `at` itself, then find that week's Monday: stepping back from a Monday that a
  // daylight-saving change made start at 01:00 would carry the 01:00 into other weeks.
  return Array.from({ length: count }, (_, index) =>
    startOfWeekIn(subWeeks(at, count - 1 - index, { in: zone }), timeZone),
  );
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Days since 1970-01-01 on the wall calendar of `timeZone` at the instant `at`. */
function wallDayNumber(at: Date, timeZone: string): number {
  return Math.floor((at.getTime() + tzOffset(timeZone, at) * MINUTE_MS) / DAY_MS);
}

/**
 * How many consecutive days in `timeZone` have at least one of `moments` (newest first), ending today, or
 * yesterday when nothing is there yet today: a streak is not lost before the day is over (ADR 064).
 * Each moment is put on the wall calendar with the zone's offset at that very moment, and the walk stops
 * at the first missing day, so only the streak itself is looked at, however long the history.
 */
export function dayStreak(moments: readonly Date[], now: Date, timeZone: string): number {
  const today = wallDayNumber(now, timeZone);
  let wanted = today;
  let streak = 0;
  for (const moment of moments) {
    const day = wallDayNumber(moment, timeZone);
    // A day already counted: another read that day, or the hour a clock turned back over midnight.
    if (day > wanted) continue;
    if (day < wanted) {
      const startsYesterday = streak === 0 && wanted === today && day === today - 1;
      if (!startsYesterday) break;
    }
    streak++;
    wanted = day - 1;
  }
  return streak;
}
