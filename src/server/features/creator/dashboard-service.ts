import {
  creatorLimits,
  type CreatorDashboard,
  type CreatorReportStats,
} from '../../../shared/contract/creator';
import type { CreatorDeps } from './service';
import {
  countSubscribers,
  publishedTotals,
  reportStats,
  subscribersPerWeek,
  type ReportStatsRow,
} from './dashboard-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week that contains `date`. */
export function weekStartUtc(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS);
}

function monthStartUtc(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
}

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
 * favourites, most read, weekly chart.
 */
export async function getDashboard(deps: CreatorDeps, creatorId: string): Promise<CreatorDashboard> {
  const now = deps.clock.now();
  const lastWeek = weekStartUtc(now);
  const firstWeek = new Date(lastWeek.getTime() - (creatorLimits.dashboardWeeks - 1) * 7 * DAY_MS);
  // Sequential on purpose: PGlite runs one query at a time, and PostgreSQL answers these in milliseconds.
  const subscribers = await countSubscribers(deps.db, creatorId, now, monthStartUtc(now));
  const totals = await publishedTotals(deps.db, creatorId);
  const latest = await reportStats(deps.db, creatorId, 'latest', creatorLimits.dashboardReportRows);
  const mostRead = await reportStats(deps.db, creatorId, 'most_read', creatorLimits.dashboardMostRead);
  const weekly = await subscribersPerWeek(deps.db, creatorId, firstWeek, lastWeek, now);
  return {
    subscribers,
    ...totals,
    reports: latest.map(toStats),
    mostRead: mostRead.filter((row) => row.reads > 0).map(toStats),
    subscribersOverTime: weekly,
  };
}
