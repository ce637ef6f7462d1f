import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reportFavourites, reportReads, reports, subscriptions } from '../../db/schema';
import { rowsOf } from '../../db/sql-rows';
import { hasAccessCondition } from '../subscriptions';

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
 * Subscribers with access at the end of each week (or now, for the current week), as counts in the order
 * of `weekStarts` (ascending, from the creator's calendar, so a week with a daylight-saving change keeps
 * its true length). A subscription counts from its start date until the end of its paid period once
 * canceled (docs/product.md#access).
 */
export async function subscribersPerWeek(
  db: Executor,
  creatorId: string,
  weekStarts: readonly Date[],
  now: Date,
): Promise<number[]> {
  if (weekStarts.length === 0) return [];
  // Each week ends where the next begins; the current one ends now.
  const ends = sql.join(
    [...weekStarts.slice(1), now].map((end) => sql`${end.toISOString()}::timestamptz`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select w.week::int as week, count(s.id)::int as subscribers
    from unnest(array[${ends}]) with ordinality as w(week_end, week)
    left join ${subscriptions} s
      on s.creator_id = ${creatorId}
      and s.start_date <= w.week_end
      and (
        (s.status = 'active' and not s.cancel_at_period_end)
        or s.current_period_end > w.week_end
      )
    group by w.week
  `);
  const counts = weekStarts.map(() => 0);
  for (const row of rowsOf<{ week: number; subscribers: number }>(result))
    counts[Number(row.week) - 1] = Number(row.subscribers);
  return counts;
}
