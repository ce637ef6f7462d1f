import { startOfMonthIn } from '@shared/dates/calendar';
import { canonicalTimeZone } from '@shared/dates/time-zone';
import { format } from 'date-fns/format';
import { tz } from '@date-fns/tz';
import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from '../../errors';

/** A calendar month in a time zone: its 'YYYY-MM' key and the instants it starts and ends (exclusive). */
export interface MoneyMonth {
  key: string;
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

/**
 * The last `count` calendar months up to the one containing `now`, oldest first, in `timeZone` (the
 * browser's IANA name, as on the dashboards: ADR 064). An unknown name answers 400 `unknown_time_zone`.
 * The money pages of creators and administrators count their months with it.
 */
export function moneyMonthsIn(now: Date, timeZone: string, count: number): MoneyMonth[] {
  const zone = canonicalTimeZone(timeZone);
  if (!zone) {
    throw badRequest(
      'unknown_time_zone',
      'The time zone is not one we know. Send an IANA name such as Europe/Berlin.',
      { tz: timeZone.slice(0, 64) },
    );
  }
  const months: MoneyMonth[] = [];
  let start = startOfMonthIn(now, zone);
  // 32 days after a month's first midnight is always inside the next month.
  let end = startOfMonthIn(new Date(start.getTime() + 32 * DAY_MS), zone);
  for (let i = 0; i < count; i++) {
    months.unshift({ key: format(start, 'yyyy-MM', { in: tz(zone) }), start, end });
    end = start;
    start = startOfMonthIn(new Date(start.getTime() - DAY_MS), zone);
  }
  return months;
}

/** The months as a SQL table `(idx, month_start, month_end)` to join rows to, idx 1 = the oldest month. */
export function monthsTable(months: readonly MoneyMonth[]): SQL {
  const starts = sql.join(
    months.map((m) => sql`${m.start.toISOString()}::timestamptz`),
    sql`, `,
  );
  const ends = sql.join(
    months.map((m) => sql`${m.end.toISOString()}::timestamptz`),
    sql`, `,
  );
  return sql`unnest(array[${starts}], array[${ends}]) with ordinality as m(month_start, month_end, idx)`;
}
