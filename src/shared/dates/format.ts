import { tz } from '@date-fns/tz';
import { differenceInCalendarDays, format, getYear } from 'date-fns';

/**
 * The app's date formats, all US English. Each takes a Date, an ISO instant from the API, or a calendar
 * day ('YYYY-MM-DD'). Instants show in `timeZone` when given, else in the zone of the machine that runs
 * the code: the reader's own in the browser. A calendar day shows as itself, whatever the zone.
 */
export type DateInput = Date | string;

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;
const utc = tz('UTC');

function formatIn(at: DateInput, pattern: string, timeZone: string | undefined): string {
  // A calendar day parsed as an instant would be UTC midnight, which is the day before west of UTC.
  if (typeof at === 'string' && calendarDay.test(at)) return format(at, pattern, { in: utc });
  return format(at, pattern, timeZone ? { in: tz(timeZone) } : {});
}

/** "March 15, 2025": long month, day, year (spec §2, "Plan dates use long month, day, year"). */
export function formatLongDate(at: DateInput, timeZone?: string): string {
  return formatIn(at, 'MMMM d, yyyy', timeZone);
}

/** "Mar 15, 2025", for dense lists. */
export function formatShortDate(at: DateInput, timeZone?: string): string {
  return formatIn(at, 'MMM d, yyyy', timeZone);
}

/** "Mar 15", where the year goes without saying (chart axes, this year's items). */
export function formatMonthDay(at: DateInput, timeZone?: string): string {
  return formatIn(at, 'MMM d', timeZone);
}

/** "Mar 15, 3:04 PM". */
export function formatDateTime(at: DateInput, timeZone?: string): string {
  return formatIn(at, 'MMM d, h:mm a', timeZone);
}

/** "Today", "Yesterday", "3 days ago", then "Mar 15" (this year) or "Mar 15, 2024", in calendar days. */
export function formatRelativeDate(at: DateInput, now: Date = new Date(), timeZone?: string): string {
  const zone = timeZone ? { in: tz(timeZone) } : {};
  const days = differenceInCalendarDays(now, at, zone);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return getYear(at, zone) === getYear(now, zone)
    ? formatMonthDay(at, timeZone)
    : formatShortDate(at, timeZone);
}
