import type { PublishSchedule } from './channel-theme';
import type { SeededRandom } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When each of `count` episodes came out, oldest first: on the channel's rhythm, counted back from its
 * newest, at a slightly different hour each time, with the channel's breaks. Relative to `now`, so the
 * demo always looks current.
 */
export function publishDates(
  schedule: PublishSchedule,
  count: number,
  now: Date,
  random: SeededRandom,
): Date[] {
  const dates: Date[] = [];
  let daysAgo = schedule.latestDaysAgo;
  for (let index = count - 1; index >= 0; index--) {
    // A day late now and then, and never the same minute: people publish by hand.
    const late = random.next() < 0.15 ? 1 : 0;
    const hours = random.next() * 6;
    const ago = Math.max(0, daysAgo - late) * DAY_MS + hours * 3600_000 + 10 * 60_000;
    dates.unshift(new Date(now.getTime() - ago));
    daysAgo += schedule.everyDays + (schedule.breaks?.[index] ?? 0);
  }
  return dates;
}
