import { creatorLimits, type CreatorDashboard, type CreatorReportStats } from '@shared/contract/creator';
import { dayKey, startOfMonthIn, weekStartsIn } from '@shared/dates/calendar';
import { canonicalTimeZone } from '@shared/dates/time-zone';
import { badRequest } from '../../errors';
import type { CreatorDeps } from './service';
import {
  countSubscribers,
  publishedTotals,
  reportStats,
  subscribersPerWeek,
  type ReportStatsRow,
} from './dashboard-repository';

function toStats(row: ReportStatsRow): CreatorReportStats {
  const published = row.publishedAt === null ? null : new Date(row.publishedAt);
  return {
    reportId: row.reportId,
    title: row.title,
    publishedAt: published ? published.toISOString() : null,
    reads: row.reads,
    favourites: row.favourites,
  };
}

/**
 * The creator dashboard (docs/product.md#creator-studio): subscribers, reports published, reads and
 * favourites, most read, weekly chart. "This month" and the chart's weeks (Monday 00:00) are the
 * creator's, in `timeZone`, the IANA name the browser sends, as on the subscriber dashboard (ADR 064).
 */
export async function getDashboard(
  deps: CreatorDeps,
  creatorId: string,
  timeZone: string,
): Promise<CreatorDashboard> {
  const zone = canonicalTimeZone(timeZone);
  if (!zone) {
    throw badRequest(
      'unknown_time_zone',
      'The time zone is not one we know. Send an IANA name such as Europe/Berlin.',
      { tz: timeZone.slice(0, 64) },
    );
  }
  const now = deps.clock.now();
  const weekStarts = weekStartsIn(now, zone, creatorLimits.dashboardWeeks);
  // Sequential on purpose: PGlite runs one query at a time, and PostgreSQL answers these in milliseconds.
  const subscribers = await countSubscribers(deps.db, creatorId, now, startOfMonthIn(now, zone));
  const totals = await publishedTotals(deps.db, creatorId);
  const latest = await reportStats(deps.db, creatorId, 'latest', creatorLimits.dashboardReportRows);
  const mostRead = await reportStats(deps.db, creatorId, 'most_read', creatorLimits.dashboardMostRead);
  const weekly = await subscribersPerWeek(deps.db, creatorId, weekStarts, now);
  return {
    subscribers,
    ...totals,
    reports: latest.map(toStats),
    mostRead: mostRead.filter((row) => row.reads > 0).map(toStats),
    subscribersOverTime: weekStarts.map((start, index) => ({
      weekStart: dayKey(start, zone),
      subscribers: weekly[index] ?? 0,
    })),
  };
}
