import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reportFavourites, reportReads, reports, subscriptions } from '../../db/schema';
import { rowsOf } from '../../domain/sql-rows';
import { hasAccessCondition } from '../../domain/subscription-access';

/**
 * The creator dashboard's numbers. Only counts leave this file: never a subscriber's id, email or note.
 */
export interface ReportStatsRow {
  reportId: string;
  title: string;
  publishedAt: Date | string | null;
  reads: number;
  favourites: number;
}

export async function countSubscribers(db: Executor, creatorId: string, now: Date, monthStart: Date) {
  const rows = await db
    .select({
      active: sql<number>`count(*) filter (where ${hasAccessCondition(now)})::int`,
      canceledThisMonth: sql<number>`count(*) filter (where ${subscriptions.canceledAt} >= ${monthStart.toISOString()})::int`,
    })
    .from(subscriptions)
    .where(sql`${subscriptions.creatorId} = ${creatorId}`);
  return { active: Number(rows[0]?.active ?? 0), canceledThisMonth: Number(rows[0]?.canceledThisMonth ?? 0) };
}

export async function publishedTotals(db: Executor, creatorId: string) {
  const result = await db.execute(sql`
    select
      (select count(*)::int from ${reports} where ${reports.creatorId} = ${creatorId} and ${reports.status} = 'published') as "reportsPublished",
      (select count(*)::int from ${reportReads} rr join ${reports} r on r.id = rr.report_id
        where r.creator_id = ${creatorId} and r.status = 'published') as "totalReads",
      (select count(*)::int from ${reportFavourites} rf join ${reports} r on r.id = rf.report_id
        where r.creator_id = ${creatorId} and r.status = 'published') as "totalFavourites"
  `);
  const row = rowsOf<{ reportsPublished: number; totalReads: number; totalFavourites: number }>(result)[0];
  return {
    reportsPublished: Number(row?.reportsPublished ?? 0),
    totalReads: Number(row?.totalReads ?? 0),
    totalFavourites: Number(row?.totalFavourites ?? 0),
  };
}

/** Published reports with their read and favourite counts, latest first or most read first. */
export async function reportStats(
  db: Executor,
  creatorId: string,
  order: 'latest' | 'most_read',
  limit: number,
): Promise<ReportStatsRow[]> {
  const orderBy =
    order === 'latest'
      ? sql`r.published_at desc nulls last, r.id desc`
      : sql`reads desc, r.published_at desc nulls last, r.id desc`;
  const result = await db.execute(sql`
    select r.id as "reportId", r.title, r.published_at as "publishedAt",
      (select count(*)::int from ${reportReads} rr where rr.report_id = r.id) as reads,
      (select count(*)::int from ${reportFavourites} rf where rf.report_id = r.id) as favourites
    from ${reports} r
    where r.creator_id = ${creatorId} and r.status = 'published'
    order by ${orderBy}
    limit ${limit}
  `);
  return rowsOf<ReportStatsRow>(result).map((row) => ({
    ...row,
    reads: Number(row.reads),
    favourites: Number(row.favourites),
  }));
}

/**
 * Subscribers with access at the end of each week (or now, for the current week). A subscription counts
 * from its start date until the end of its paid period once canceled (docs/product.md#access).
 */
export async function subscribersPerWeek(
  db: Executor,
  creatorId: string,
  firstWeekStart: Date,
  lastWeekStart: Date,
  now: Date,
) {
  const result = await db.execute(sql`
    select to_char(w.week_start at time zone 'UTC', 'YYYY-MM-DD') as "weekStart", count(s.id)::int as subscribers
    from generate_series(${firstWeekStart.toISOString()}::timestamptz, ${lastWeekStart.toISOString()}::timestamptz, interval '7 days') as w(week_start)
    left join ${subscriptions} s
      on s.creator_id = ${creatorId}
      and s.start_date <= least(w.week_start + interval '7 days', ${now.toISOString()}::timestamptz)
      and (
        (s.status = 'active' and not s.cancel_at_period_end)
        or s.current_period_end > least(w.week_start + interval '7 days', ${now.toISOString()}::timestamptz)
      )
    group by w.week_start
    order by w.week_start
  `);
  return rowsOf<{ weekStart: string; subscribers: number }>(result).map((row) => ({
    weekStart: row.weekStart,
    subscribers: Number(row.subscribers),
  }));
}
