import type { AppDeps } from '../../../app-types';
import type { Dashboard } from '@shared/contract/dashboard';
import { dashboardRecentActivityLimit, dashboardWeeks } from '@shared/contract/dashboard';
import { dayKey, dayStreak, startOfMonthIn, weekStartsIn } from '@shared/dates/calendar';
import { canonicalTimeZone } from '@shared/dates/time-zone';
import { badRequest } from '../../../errors';
import * as repository from './repository';

/** The subscriber's reading at a glance, in the reader's time zone (ADR 064 and ADR 143). */
export async function getDashboard(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<Dashboard> {
  const zone = canonicalTimeZone(timeZone);
  if (!zone) {
    throw badRequest(
      'unknown_time_zone',
      'The time zone is not one we know. Send an IANA name such as Europe/Berlin.',
      {
        tz: timeZone.slice(0, 64),
      },
    );
  }
  const weekStarts = weekStartsIn(now, zone, dashboardWeeks);
  const weekStart = weekStarts.at(-1)!;
  const monthStart = startOfMonthIn(now, zone);

  const totals = await repository.readTotals(db, userId, weekStart, monthStart);
  const readMoments = await repository.readMomentsNewestFirst(db, userId);
  const perWeek = await repository.readsPerWeek(db, userId, weekStarts);
  const favourites = await repository.favouritesCount(db, userId);
  const unread = await repository.unreadByChannel(db, userId, now);
  const activity = await repository.recentActivity(db, userId, dashboardRecentActivityLimit);

  return {
    readThisWeek: totals.readSinceWeekStart,
    readThisMonth: totals.readSinceMonthStart,
    readingStreakDays: dayStreak(readMoments, now, zone),
    totalReadCount: totals.totalReadCount,
    totalTimeSavedSeconds: totals.totalTimeSavedSeconds,
    favouritesCount: favourites,
    unreadByChannel: unread,
    recentActivity: activity.map((a) => ({ ...a, at: a.at.toISOString() })),
    readsPerWeek: weekStarts.map((start, index) => ({
      weekStart: dayKey(start, zone),
      count: perWeek[index] ?? 0,
    })),
  };
}
