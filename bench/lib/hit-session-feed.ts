import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { auth as authConstants } from '@shared/constants';
import { profiles, sessions } from '../../src/server/db/schema';
import { preparedStatementName } from '../../src/server/db/prepared-statement';
import { feedPageSql, type FeedQueryInput } from '../../src/server/features/reports/feed-repository';
import { hitSql } from '../../src/server/plugins/rate-limit-store';
import type { FloorQuery } from '../load/db-floor-worker';

/**
 * ADR 156, "considered, not built": the rate-limit hit, the session and the feed in one statement, built
 * as the app would have to build it, for bench/statements.ts to measure.
 *
 * - `hit`: the app's upsert of one hit (`hitSql`, ADR 003), a data-modifying CTE at the top level, so it
 *   counts the request whatever the rest finds.
 * - `viewer`: the window's count with the session row behind the token hash and its profile (the joins
 *   of `hitAndSessionQuery`), every column of both tables under a `session_` / `profile_` prefix so the
 *   app could judge the session from the same row, and `serve`: whether the page may be read, the
 *   conditions of `judgeSession` (not revoked, not expired, not rotated longer ago than the reuse grace)
 *   and the window's count within the budget.
 * - the feed: the app's `feedPageSql` with the user id taken from `viewer` by a scalar sub-select, null
 *   when `serve` is false, and then no creator is readable and the page is empty. The sub-selects are
 *   init plans, run once; the feed's own text, indexes and parameters are unchanged.
 *
 * One row per card, each carrying the viewer's columns (or, with `viewerOnce`, only the first card
 * carries the session and profile ones), or one row of viewer columns with null feed columns when the
 * page is empty. `viewer` has exactly one row (one hit; `token_hash` is unique), so the left join is a
 * nested loop over one outer row and the cards keep the feed's own order (`row_number() over ()`
 * numbers them in the order the feed's ORDER BY gave them).
 */
export interface HitSessionFeedValues {
  /** The window's key (`global|<ip>`), its reset time if it opens now, and the request's time. */
  key: string;
  windowMs: number;
  now: Date;
  /** The session cookie's token hash, or null without a cookie (matches no row). */
  tokenHash: string | null;
  /** The global budget (RATE_LIMIT_PER_MINUTE): past it the page is empty. */
  budget: number;
  /** The feed's input; its `userId` is ignored (the session's is used). */
  feed: FeedQueryInput;
  /**
   * The session and profile columns on the first row only (null on the other cards), instead of on
   * every card: 29 columns fewer to send and parse for each of a page's 21 cards.
   */
  viewerOnce?: boolean;
}

const dialect = new PgDialect();

const columnNames = (table: PgTable) => Object.values(getTableColumns(table)).map((column) => column.name);

function prefixedColumns(table: PgTable, alias: string, prefix: string): SQL {
  return sql.raw(
    columnNames(table)
      .map((name) => `${alias}.${name} as ${prefix}${name}`)
      .join(', '),
  );
}

/** The viewer's session and profile columns where `feed.card` is the first card or there is none. */
const viewerOnFirstRow = sql.raw(
  [
    ...columnNames(sessions).map((name) => `session_${name}`),
    ...columnNames(profiles).map((name) => `profile_${name}`),
  ]
    .map((name) => `case when feed.card is null or feed.card = 1 then viewer.${name} end as ${name}`)
    .join(', '),
);

function hitSessionAndFeedSql(values: HitSessionFeedValues): SQL {
  const now = values.now.toISOString();
  const resetAt = new Date(values.now.getTime() + values.windowMs).toISOString();
  const reuseBefore = new Date(values.now.getTime() - authConstants.refreshReuseGraceMs).toISOString();
  const viewerUserId = sql`(select viewer.session_user_id from viewer where viewer.serve)`;
  const feed = feedPageSql({ ...values.feed, userId: viewerUserId as unknown as string });
  return sql`
    with hit as (${hitSql(values.key, resetAt, now)}),
    viewer as (
      select hit.count, hit.reset_at, ${prefixedColumns(sessions, 's', 'session_')}, ${prefixedColumns(profiles, 'p', 'profile_')},
        coalesce(s.revoked_at is null
          and ${now}::timestamptz < s.absolute_expires_at and ${now}::timestamptz < s.expires_at
          and (s.rotated_at is null or s.rotated_at >= ${reuseBefore}::timestamptz)
          and hit.count <= ${values.budget}, false) as serve
      from hit
      left join sessions s on s.token_hash = ${values.tokenHash}
      left join profiles p on p.id = s.user_id
    )
    ${
      values.viewerOnce
        ? sql`select viewer.count, viewer.reset_at, viewer.serve, ${viewerOnFirstRow}, feed.*
    from viewer
    left join (select f.*, row_number() over () as card from (${feed}) f) feed on true`
        : sql`select viewer.*, feed.*
    from viewer
    left join (${feed}) feed on true`
    }`;
}

/** The statement as the bench sends it: compiled with its values, named after its text (ADR 156). */
export function hitSessionAndFeedQuery(values: HitSessionFeedValues): FloorQuery {
  const { sql: text, params } = dialect.sqlToQuery(hitSessionAndFeedSql(values));
  return { text, values: params, name: preparedStatementName(text) };
}

/** The feed's columns (what `findFeedPage` reads), as opposed to the viewer's. */
const feedColumns = [
  'id',
  'title',
  'creator_id',
  'channel_name',
  'channel_key',
  'creator_name',
  'logo_url',
  'is_verified',
  'published_at',
  'published_at_key',
  'title_key',
  'reading_time_seconds',
  'episode_duration_seconds',
  'first_key_learning',
  'is_read',
  'is_favourite',
] as const;

interface HitSessionFeedAnswer {
  count: number;
  resetAt: Date;
  serve: boolean;
  /** The session row by the schema's keys (what `findSessionWithProfile` gives), or null when none. */
  session: Record<string, unknown> | null;
  profile: Record<string, unknown> | null;
  /** The feed's rows, as the feed statement returns them. */
  cards: Record<string, unknown>[];
}

/** Splits the statement's rows into what the app would read: the count, the session, the page. */
export function readHitSessionAndFeed(rows: Record<string, unknown>[]): HitSessionFeedAnswer {
  const first = rows[0];
  if (!first) throw new Error('the statement returned no row');
  const byKeys = (table: PgTable, prefix: string) =>
    first[`${prefix}id`] === null
      ? null
      : Object.fromEntries(
          Object.entries(getTableColumns(table)).map(([key, column]) => [
            key,
            first[`${prefix}${column.name}`],
          ]),
        );
  return {
    count: Number(first.count),
    resetAt: new Date(first.reset_at as string | Date),
    serve: first.serve === true,
    session: byKeys(sessions, 'session_'),
    profile: byKeys(profiles, 'profile_'),
    cards:
      first.id === null
        ? []
        : rows.map((row) => Object.fromEntries(feedColumns.map((column) => [column, row[column]]))),
  };
}

/**
 * The plan PostgreSQL uses for `query` as a prepared statement after `executions` runs with the default
 * plan_cache_mode (SQL PREPARE of the same text, values as literals), and whether it is the generic plan
 * (its conditions keep `$n`). Executing runs the statement, so the hit is counted `executions` times.
 */
export async function preparedPlan(
  client: pg.ClientBase,
  query: FloorQuery,
  executions = 6,
): Promise<{ plan: string; generic: boolean }> {
  const name = `explain_${query.name ?? preparedStatementName(query.text)}`;
  const args = query.values
    .map((value) => (value === null ? 'null' : client.escapeLiteral(String(value))))
    .join(', ');
  await client.query(`prepare ${name} as ${query.text}`);
  try {
    for (let i = 0; i < executions; i++) await client.query(`execute ${name}(${args})`);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain execute ${name}(${args})`);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    return { plan, generic: /\$\d/.test(plan) };
  } finally {
    await client.query(`deallocate ${name}`);
  }
}
