/**
 * The app's date formats, all US English. Each takes a Date, an ISO instant from the API, or a calendar
 * day ('YYYY-MM-DD'). Instants show in `timeZone` when given, else in the zone of the machine that runs
 * the code: the reader's own in the browser. A calendar day shows as itself, whatever the zone.
 *
 * Written on the runtime's `Intl.DateTimeFormat`, which knows every IANA zone (the same ICU zone data
 * @date-fns/tz reads), so the pages that only show dates download no date library (ADR 143); the zone
 * arithmetic of calendar.ts and add-months.ts stays on date-fns (ADR 143).
 */
export type DateInput = Date | string;

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

type Style = 'long' | 'short' | 'monthDay' | 'dateTime' | 'day';

const styles: Record<Style, Intl.DateTimeFormatOptions> = {
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  short: { month: 'short', day: 'numeric', year: 'numeric' },
  monthDay: { month: 'short', day: 'numeric' },
  dateTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' },
  day: { year: 'numeric', month: 'numeric', day: 'numeric' },
};

/** One formatter per style and zone: making one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: Style, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${style} ${timeZone ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', { ...styles[style], ...(timeZone ? { timeZone } : {}) });
    formatters.set(key, made);
  }
  return made;
}

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

/**
 * The fields of `at` in the zone, as ICU writes them. The strings are put together here rather than taken
 * from `format()`, whose spacing and punctuation vary between ICU versions (a narrow no-break space
 * before "PM" since ICU 72).
 */
function parts(at: DateInput, style: Style, timeZone: string | undefined): Parts {
  // A calendar day parsed as an instant would be UTC midnight, which is the day before west of UTC.
  const isDay = typeof at === 'string' && calendarDay.test(at);
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const fields: Parts = {};
  for (const part of formatter(style, isDay ? 'UTC' : timeZone).formatToParts(date)) {
    fields[part.type] = part.value;
  }
  return fields;
}

/** "March 15, 2025": long month, day, year (docs/product.md#subscription-screens). */
export function formatLongDate(at: DateInput, timeZone?: string): string {
  const { month, day, year } = parts(at, 'long', timeZone);
  return `${month} ${day}, ${year}`;
}

/** "Mar 15, 2025", for dense lists. */
export function formatShortDate(at: DateInput, timeZone?: string): string {
  const { month, day, year } = parts(at, 'short', timeZone);
  return `${month} ${day}, ${year}`;
}

/** "Mar 15", where the year goes without saying (chart axes, this year's items). */
export function formatMonthDay(at: DateInput, timeZone?: string): string {
  const { month, day } = parts(at, 'monthDay', timeZone);
  return `${month} ${day}`;
}

/** "Mar 15, 3:04 PM". */
export function formatDateTime(at: DateInput, timeZone?: string): string {
  const { month, day, hour, minute, dayPeriod } = parts(at, 'dateTime', timeZone);
  return `${month} ${day}, ${hour}:${minute} ${dayPeriod}`;
}

/** The calendar day of `at` in the zone, as days since 1970-01-01, and its year. */
function dayNumber(at: DateInput, timeZone: string | undefined): { days: number; year: number } {
  const { year, month, day } = parts(at, 'day', timeZone);
  return { days: Date.UTC(Number(year), Number(month) - 1, Number(day)) / 86_400_000, year: Number(year) };
}

/** "Today", "Yesterday", "3 days ago", then "Mar 15" (this year) or "Mar 15, 2024", in calendar days. */
export function formatRelativeDate(at: DateInput, now: Date = new Date(), timeZone?: string): string {
  const then = dayNumber(at, timeZone);
  const today = dayNumber(now, timeZone);
  const days = today.days - then.days;
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return then.year === today.year ? formatMonthDay(at, timeZone) : formatShortDate(at, timeZone);
}

/** "2 min", "58 min", "1 h 05 min": durations as people say them (the app and the document's first screen). */
export function formatMinutes(seconds: number): string {
  const minutes = Math.max(0, Math.round(seconds / 60));
  if (minutes < 60) return `${Math.max(minutes, seconds > 0 ? 1 : 0)} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
