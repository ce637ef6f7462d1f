import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { readableCreatorIds } from '../subscription-access';
import { rowsOf } from '../../../db/sql-rows';

export interface ReadTotals {
  totalReadCount: number;
  totalTimeSavedSeconds: number;
  readSinceWeekStart: number;
  readSinceMonthStart: number;
}

/** Counts and time saved over everything the user has read (history stays even after a subscription ends). */
export async function readTotals(
  db: Executor,
  userId: string,
  weekStart: Date,
  monthStart: Date,
): Promise<ReadTotals> {
  const result = await db.execute(sql`
    select count(*)::int as total,
      coalesce(sum(greatest(r.episode_duration_seconds - r.reading_time_seconds, 0)), 0)::float8 as saved,
      (count(*) filter (where rr.read_at >= ${weekStart.toISOString()}::timestamptz))::int as week,
      (count(*) filter (where rr.read_at >= ${monthStart.toISOString()}::timestamptz))::int as month
    from report_reads rr
    join reports r on r.id = rr.report_id
    where rr.user_id = ${userId}::uuid`);
  const row = rowsOf<{ total: number; saved: number; week: number; month: number }>(result)[0];
  return {
    totalReadCount: row?.total ?? 0,
    totalTimeSavedSeconds: Math.round(Number(row?.saved ?? 0)),
    readSinceWeekStart: row?.week ?? 0,
    readSinceMonthStart: row?.month ?? 0,
  };
}

/**
 * When the user read each report, newest first. The reader's days are cut from these in their time zone
 * (a streak walks back from today and stops at the first day without reading); the index on
 * (user_id, read_at desc) serves the order.
 */
export async function readMomentsNewestFirst(db: Executor, userId: string): Promise<Date[]> {
  const result = await db.execute(sql`
    select (extract(epoch from read_at) * 1000)::float8 as ms
    from report_reads where user_id = ${userId}::uuid
    order by read_at desc`);
  return rowsOf<{ ms: number }>(result).map((r) => new Date(Number(r.ms)));
}

/**
 * Reads in each week from `weekStarts` (ascending; the last week runs on to now), as counts in the same
 * order. The starts come from the reader's calendar, so a week with a daylight-saving change in it keeps
 * its true length.
 */
export async function readsPerWeek(db: Executor, userId: string, weekStarts: Date[]): Promise<number[]> {
  if (weekStarts.length === 0) return [];
  const bounds = sql.join(
    weekStarts.map((start) => sql`${start.toISOString()}::timestamptz`),
    sql`, `,
  );
  // width_bucket numbers the weeks from 1; a read before the first week is filtered out.
  const result = await db.execute(sql`
    select width_bucket(read_at, array[${bounds}]) as week, count(*)::int as count
    from report_reads
    where user_id = ${userId}::uuid and read_at >= ${weekStarts[0]!.toISOString()}::timestamptz
    group by 1`);
  const counts = weekStarts.map(() => 0);
  for (const row of rowsOf<{ week: number; count: number }>(result))
    counts[Number(row.week) - 1] = Number(row.count);
  return counts;
}

export async function favouritesCount(db: Executor, userId: string): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as count from report_favourites rf
    join reports r on r.id = rf.report_id and r.status = 'published'
    where rf.user_id = ${userId}::uuid`);
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
}

export interface UnreadRow {
  creatorId: string;
  channelName: string;
  logoUrl: string | null;
  unreadCount: number;
}

/** Unread published reports per channel the user may read (their own channel left out). */
export async function unreadByChannel(db: Executor, userId: string, now: Date): Promise<UnreadRow[]> {
  const result = await db.execute(sql`
    select c.creator_id, coalesce(cs.channel_name, p.display_name) as channel_name, cs.logo_url,
      (select count(*)::int from reports r
        where r.creator_id = c.creator_id and r.status = 'published'
          and not exists (select 1 from report_reads rr where rr.user_id = ${userId}::uuid and rr.report_id = r.id)) as unread_count
    from (select distinct x.creator_id from ${readableCreatorIds(userId, now)} as x(creator_id)) c
    join profiles p on p.id = c.creator_id
    left join creator_settings cs on cs.creator_id = c.creator_id
    where c.creator_id <> ${userId}::uuid
    order by unread_count desc, channel_name asc`);
  return rowsOf<{ creator_id: string; channel_name: string; logo_url: string | null; unread_count: number }>(
    result,
  ).map((r) => ({
    creatorId: r.creator_id,
    channelName: r.channel_name,
    logoUrl: r.logo_url,
    unreadCount: Number(r.unread_count),
  }));
}

export interface ActivityRow {
  kind: 'read' | 'favourite' | 'note';
  at: Date;
  reportId: string;
  reportTitle: string;
  channelName: string;
}

/** The latest reads, favourites and note edits of the user, newest first. */
export async function recentActivity(db: Executor, userId: string, limit: number): Promise<ActivityRow[]> {
  const result = await db.execute(sql`
    with activity as (
      (select 'read' as kind, read_at as at, report_id from report_reads where user_id = ${userId}::uuid order by read_at desc limit ${limit})
      union all
      (select 'favourite', created_at, report_id from report_favourites where user_id = ${userId}::uuid order by created_at desc limit ${limit})
      union all
      (select 'note', updated_at, report_id from notes where user_id = ${userId}::uuid order by updated_at desc limit ${limit})
    )
    select a.kind, a.at, r.id as report_id, r.title as report_title, coalesce(cs.channel_name, p.display_name) as channel_name
    from activity a
    join reports r on r.id = a.report_id and r.status = 'published'
    join profiles p on p.id = r.creator_id
    left join creator_settings cs on cs.creator_id = r.creator_id
    order by a.at desc
    limit ${limit}`);
  return rowsOf<{
    kind: ActivityRow['kind'];
    at: Date | string;
    report_id: string;
    report_title: string;
    channel_name: string;
  }>(result).map((r) => ({
    kind: r.kind,
    at: new Date(r.at),
    reportId: r.report_id,
    reportTitle: r.report_title,
    channelName: r.channel_name,
  }));
}
