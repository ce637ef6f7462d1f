import { tz } from '@date-fns/tz';
import { addDays as addCalendarDays } from 'date-fns/addDays';
import { differenceInCalendarMonths } from 'date-fns/differenceInCalendarMonths';

const utc = tz('UTC');

/**
 * Day and month counts on the UTC calendar, for the server's periods (billing, the feed's week, the
 * resubscribe wait): the same answer on every machine, whatever its own zone. Months are added by
 * add-months.ts; days and weeks in a reader's zone are calendar.ts's.
 */

/** `date` plus `days` UTC calendar days (negative goes back), the time of day kept: always 24 hours each. */
export function addDays(date: Date, days: number): Date {
  return new Date(addCalendarDays(date, days, { in: utc }).getTime());
}

/** How many month boundaries of the UTC calendar lie between `from` and `to` (Jan 31 → Feb 1 is 1). */
export function calendarMonthsBetween(from: Date, to: Date): number {
  return differenceInCalendarMonths(to, from, { in: utc });
}
