import { tz } from '@date-fns/tz';
import { addMonths as addCalendarMonths } from 'date-fns/addMonths';

const utc = tz('UTC');

/**
 * `date` plus `months` calendar months, counted in UTC and clamped to the last day of a shorter month
 * (Jan 31 + 1 month = Feb 28 or 29), like PostgreSQL's `+ interval '1 month'` and card billing (ADR 040).
 * The time of day is kept. Counting in UTC keeps the answer the same on every server and in every browser.
 */
export function addMonths(date: Date, months: number): Date {
  return new Date(addCalendarMonths(date, months, { in: utc }).getTime());
}
