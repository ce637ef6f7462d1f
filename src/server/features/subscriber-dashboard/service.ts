import type { Dashboard } from '../../../shared/contract/dashboard';
import { dashboardRecentActivityLimit, dashboardWeeks } from '../../../shared/contract/dashboard';
import type { Executor } from '../../db/client';
import { localDay, readingStreak, startOfLocalMonth, startOfLocalWeek } from './calendar';
import * as repository from './repository';

const WEEK_MS = 7 * 86_400_000;

/** The subscriber's reading at a glance (ADR 053 says what each number means). */
export async function getDashboard(
  db: Executor,
  userId: string,
  now: Date,
  tzOffsetMinutes: number,
): Promise<Dashboard> {
  const weekStart = startOfLocalWeek(now, tzOffsetMinutes);
  const monthStart = startOfLocalMonth(now, tzOffsetMinutes);
  const firstWeek = new Date(weekStart.getTime() - (dashboardWeeks - 1) * WEEK_MS);

  const totals = await repository.readTotals(db, userId, weekStart, monthStart);
  const days = await repository.readingDays(db, userId, tzOffsetMinutes * 60);
  const buckets = await repository.readsPerBucket(db, userId, firstWeek);
  const favourites = await repository.favouritesCount(db, userId);
  const unread = await repository.unreadByChannel(db, userId, now);
  const activity = await repository.recentActivity(db, userId, dashboardRecentActivityLimit);

  return {
    readThisWeek: totals.readSinceWeekStart,
    readThisMonth: totals.readSinceMonthStart,
    readingStreakDays: readingStreak(days, localDay(now, tzOffsetMinutes)),
    totalReadCount: totals.totalReadCount,
    totalTimeSavedSeconds: totals.totalTimeSavedSeconds,
    favouritesCount: favourites,
    unreadByChannel: unread,
    recentActivity: activity.map((a) => ({ ...a, at: a.at.toISOString() })),
    readsPerWeek: Array.from({ length: dashboardWeeks }, (_, index) => ({
      weekStart: new Date(firstWeek.getTime() + index * WEEK_MS).toISOString(),
      count: buckets.get(index) ?? 0,
    })),
  };
}
