import { sql, type SQL } from 'drizzle-orm';
import type { FeedSort, FeedStatus } from '@shared/contract/reports';
import type { Executor } from '../../db/client';
import { cursorKey, listCursor, type ListPosition } from '../../db/list-cursor';
import { executeTemplate, statementTemplate, type StatementTemplate } from '../../db/prepared-statement';
import { readableCreatorIds } from '../subscriptions';
import { rowsOf } from '../../db/sql-rows';
import { anyOfWords } from './search-snippet';

/**
 * The feed query (docs/product.md#operations: get_subscriber_reports_detailed), the only SQL of the feed.
 *
 * Two shapes, both answered from indexes (ADR 050):
 * - Browsing (no search, status all/unread): the readable creators drive a LATERAL subquery per creator
 *   over `reports_feed_idx` (creator_id, published_at desc, id desc where published), each reading at most
 *   `limit` rows, then the few rows are merged. The cost does not grow with the size of the table.
 * - Searching, or listing read / favourite reports: one flat query; PostgreSQL starts from the GIN indexes
 *   on the reports' and the transcripts' `search_vector` (ADR 208) or from the user's own read / favourite
 *   rows, which are the small side.
 * Pages continue from a keyset position (sort key + id) with row comparisons the index can seek to, so a
 * report published while someone scrolls never shifts the pages they have not seen yet.
 */

/**
 * The feed's cursor: the sort key of the last card as exact text (so microsecond timestamps survive the
 * round trip), its id, and the period start fixed on the first page so that a "last 7 days" list does not
 * shift under the reader while they scroll.
 */
export const feedCursor = listCursor<FeedSort>('feed', {
  newest: [cursorKey.timestamp],
  oldest: [cursorKey.timestamp],
  title: [cursorKey.text],
  creator: [cursorKey.text, cursorKey.uuid, cursorKey.timestamp],
});

/** newest/oldest: [publishedAt]; title: [lower(title)]; creator: [channelKey, creatorId, publishedAt]. */
export type FeedPosition = ListPosition<FeedSort>;

export interface FeedQueryInput {
  userId: string;
  now: Date;
  since: string | null;
  sort: FeedSort;
  status: FeedStatus;
  q: string | undefined;
  /** Any of the search's words (`anyOfWords`): finds a passage when none holds them all. Set from `q`. */
  qAny?: string;
  creatorId: string | undefined;
  after: FeedPosition | null;
  /** 'backward' walks the same order in reverse (used for "previous" on the report page). */
  direction: 'forward' | 'backward';
  limit: number;
}

export interface FeedRow {
  id: string;
  title: string;
  creatorId: string;
  channelName: string;
  creatorName: string;
  logoUrl: string | null;
  isVerified: boolean;
  publishedAt: Date;
  readingTimeSeconds: number;
  episodeDurationSeconds: number;
  firstKeyLearning: { title: string; detail: string } | null;
  isRead: boolean;
  isFavourite: boolean;
  /** On a search that the transcript matched: the first turn that says the words, with its moment. */
  transcriptMatch: { text: string; start: number | null; speaker: string | null } | null;
  /** The sort key as exact text, for the next cursor. */
  key: string[];
}

const ts = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);
const maxUuid = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
const minUuid = '00000000-0000-0000-0000-000000000000';

/**
 * The channel name a creator sorts under (case-insensitive): their channel, or their own name before they
 * named it.
 */
const channelKey = sql.raw('lower(coalesce(cs.channel_name, p.display_name))');

/**
 * Directions spelled the way the indexes are built (DESC NULLS LAST, read backwards ASC NULLS FIRST):
 * plain `desc` means NULLS FIRST and would stop PostgreSQL from walking the index in order. Published
 * reports always have a date, so the NULLS clause changes no result.
 */
function ordering(sort: FeedSort, backward: boolean) {
  const asc = sql.raw(backward ? 'desc nulls last' : 'asc nulls first');
  const desc = sql.raw(backward ? 'asc nulls first' : 'desc nulls last');
  // creator_id is the index's one ASC (NULLS LAST) column.
  const creatorAsc = sql.raw(backward ? 'desc nulls first' : 'asc nulls last');
  const creatorDesc = sql.raw(backward ? 'asc nulls last' : 'desc nulls first');
  const after = sql.raw(backward ? '<' : '>');
  const before = sql.raw(backward ? '>' : '<');
  return { asc, desc, creatorAsc, creatorDesc, after, before };
}

/** ORDER BY of the merged result: the user's sort, then id, so the order is total. */
function outerOrder(sort: FeedSort, backward: boolean): SQL {
  const { asc, desc } = ordering(sort, backward);
  switch (sort) {
    case 'newest':
      return sql`r.published_at ${desc}, r.id ${desc}`;
    case 'oldest':
      return sql`r.published_at ${asc}, r.id ${asc}`;
    case 'title':
      return sql`lower(r.title) ${asc}, r.id ${asc}`;
    case 'creator':
      return sql`c.channel_key ${asc}, c.creator_id ${asc}, r.published_at ${desc}, r.id ${desc}`;
  }
}

/**
 * ORDER BY inside one creator's LATERAL subquery. The creator is fixed there, so leading with creator_id
 * changes nothing in the result, but it makes `reports_feed_idx` the only index that yields this order
 * (see `sameCreator`): otherwise the planner may walk the global `reports_published_idx` and filter by
 * creator, which reads the whole table for a channel with few or old reports.
 */
function innerOrder(sort: FeedSort, backward: boolean): SQL {
  const { asc, desc, creatorAsc, creatorDesc } = ordering(sort, backward);
  switch (sort) {
    case 'newest':
    case 'creator':
      return sql`r.creator_id ${creatorAsc}, r.published_at ${desc}, r.id ${desc}`;
    case 'oldest':
      return sql`r.creator_id ${creatorDesc}, r.published_at ${asc}, r.id ${asc}`;
    case 'title':
      return sql`lower(r.title) ${asc}, r.id ${asc}`;
  }
}

/** Keyset condition on one creator's rows (LATERAL shape), as a row comparison an index can seek to. */
function innerAfter(input: FeedQueryInput): SQL | undefined {
  const position = input.after;
  if (!position) return undefined;
  const backward = input.direction === 'backward';
  const { after, before } = ordering(input.sort, backward);
  const id = position.id;
  switch (input.sort) {
    case 'newest':
      return sql`(r.published_at, r.id) ${before} (${position.key[0]}::timestamptz, ${id}::uuid)`;
    case 'oldest':
      return sql`(r.published_at, r.id) ${after} (${position.key[0]}::timestamptz, ${id}::uuid)`;
    case 'title':
      return sql`(lower(r.title), r.id) ${after} (${position.key[0]}, ${id}::uuid)`;
    case 'creator': {
      // Only the cursor's own creator is cut mid-way; later creators start from their first row.
      const creator = position.key[1];
      const openTime = backward ? '-infinity' : 'infinity';
      const openId = backward ? minUuid : maxUuid;
      return sql`(r.published_at, r.id) ${before} (
        case when c.creator_id = ${creator}::uuid then ${position.key[2]}::timestamptz else ${openTime}::timestamptz end,
        case when c.creator_id = ${creator}::uuid then ${id}::uuid else ${openId}::uuid end)`;
    }
  }
}

/** Keyset condition on the creators themselves (creator sort): skip channels before the cursor's one. */
function creatorAfter(input: FeedQueryInput): SQL | undefined {
  const position = input.after;
  if (!position || input.sort !== 'creator') return undefined;
  const op = sql.raw(input.direction === 'backward' ? '<=' : '>=');
  return sql`(${channelKey}, rc.creator_id) ${op} (${position.key[0]}, ${position.key[1]}::uuid)`;
}

/** Keyset condition for the flat shape, where rows of every creator are compared at once. */
function flatAfter(input: FeedQueryInput): SQL | undefined {
  const position = input.after;
  if (!position) return undefined;
  if (input.sort !== 'creator') return innerAfter(input);
  const { after, before } = ordering(input.sort, input.direction === 'backward');
  return sql`((c.channel_key, c.creator_id) ${after} (${position.key[0]}, ${position.key[1]}::uuid)
    or (c.creator_id = ${position.key[1]}::uuid and (r.published_at, r.id) ${before} (${position.key[2]}::timestamptz, ${position.id}::uuid)))`;
}

function statusCondition(userId: string, status: FeedStatus): SQL | undefined {
  switch (status) {
    case 'all':
      return undefined;
    case 'unread':
      return sql`not exists (select 1 from report_reads rr where rr.user_id = ${userId}::uuid and rr.report_id = r.id)`;
    case 'read':
      return sql`exists (select 1 from report_reads rr where rr.user_id = ${userId}::uuid and rr.report_id = r.id)`;
    case 'favourites':
      return sql`exists (select 1 from report_favourites rf where rf.user_id = ${userId}::uuid and rf.report_id = r.id)`;
  }
}

function and(parts: (SQL | undefined)[]): SQL {
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
}

/** The creators the user may read (the one access rule), with the channel key they sort under. */
function readableCreators(input: FeedQueryInput): SQL {
  return sql`select rc.creator_id, ${channelKey} as channel_key
    from (select distinct x.creator_id from ${readableCreatorIds(input.userId, input.now)} as x(creator_id)) rc
    join profiles p on p.id = rc.creator_id
    left join creator_settings cs on cs.creator_id = rc.creator_id
    where ${and([input.creatorId ? sql`rc.creator_id = ${input.creatorId}::uuid` : undefined, creatorAfter(input)])}`;
}

/**
 * "This creator", written as a range on purpose: an equality would let PostgreSQL treat creator_id as a
 * constant and drop it from the ORDER BY above, and then any index ordered by date looks as good as the
 * per-creator one. The range still seeks straight to the creator in `reports_feed_idx`.
 */
const sameCreatorRange = sql`r.creator_id between c.creator_id and c.creator_id`;
/** Title order needs a sort anyway; plain equality lets the index seek to the period's first date. */
const sameCreator = (sort: FeedSort) =>
  sort === 'title' ? sql`r.creator_id = c.creator_id` : sameCreatorRange;

const searchQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

/**
 * Reports whose own text (title, summary, learnings) or transcript matches the search (ADR 208): the ids
 * from both GIN indexes, joined once, so each side is read from its index rather than testing every
 * readable report.
 */
export function matchesSearch(query: SQL): SQL {
  return sql`r.id in (
    select s.id from reports s where s.search_vector @@ ${query}
    union
    select rt.report_id from report_transcripts rt where rt.search_vector @@ ${query})`;
}

/** Picks the shape and builds the SQL that returns the page's report ids in order (see the file comment). */
function feedIdsSql(input: FeedQueryInput): SQL {
  const backward = input.direction === 'backward';
  const since = input.since ? sql`r.published_at >= ${input.since}::timestamptz` : undefined;
  const flat = input.q !== undefined || input.status === 'read' || input.status === 'favourites';
  const selectKeys = sql`r.id, c.creator_id, c.channel_key, r.published_at, r.title`;
  if (flat) {
    const search = input.q ? matchesSearch(searchQuery(input.q)) : undefined;
    return sql`select ${selectKeys}
      from reports r
      join (${readableCreators(input)}) c on c.creator_id = r.creator_id
      where ${and([sql`r.status = 'published'`, since, search, statusCondition(input.userId, input.status), flatAfter(input)])}
      order by ${outerOrder(input.sort, backward)}
      limit ${input.limit}`;
  }
  return sql`select ${selectKeys}
    from (${readableCreators(input)}) c
    cross join lateral (
      select r.id, r.published_at, r.title
      from reports r
      where ${and([
        sameCreator(input.sort),
        sql`r.status = 'published'`,
        since,
        statusCondition(input.userId, input.status),
        innerAfter(input),
      ])}
      order by ${innerOrder(input.sort, backward)}
      limit ${input.limit}
    ) r
    order by ${outerOrder(input.sort, backward)}
    limit ${input.limit}`;
}

interface RawFeedRow {
  id: string;
  title: string;
  creator_id: string;
  channel_name: string;
  channel_key: string;
  creator_name: string;
  logo_url: string | null;
  is_verified: boolean;
  published_at: Date | string;
  published_at_key: string;
  title_key: string;
  reading_time_seconds: number;
  episode_duration_seconds: number;
  first_key_learning: { title?: unknown; detail?: unknown } | null;
  is_read: boolean;
  is_favourite: boolean;
  passage_text?: string | null;
  passage_start?: number | string | null;
  passage_speaker?: string | null;
}

/** The whole page query: the ordered ids of the chosen shape, then the card fields for those few rows. */
export function feedPageSql(input: FeedQueryInput): SQL {
  return sql`
    with page as materialized (${feedIdsSql(input)})
    select r.id, r.title, r.creator_id, coalesce(cs.channel_name, p.display_name) as channel_name, page.channel_key,
      coalesce(nullif(p.full_name, ''), p.display_name) as creator_name,
      cs.logo_url, coalesce(cs.is_youtube_verified, false) as is_verified,
      r.published_at, ${ts('r.published_at')} as published_at_key, lower(r.title) as title_key,
      r.reading_time_seconds, r.episode_duration_seconds,
      r.key_learnings -> 0 as first_key_learning,
      exists (select 1 from report_reads rr where rr.user_id = ${input.userId}::uuid and rr.report_id = r.id) as is_read,
      exists (select 1 from report_favourites rf where rf.user_id = ${input.userId}::uuid and rf.report_id = r.id) as is_favourite
      ${input.q ? sql`, coalesce(passage.text, passage_any.text) as passage_text, coalesce(passage.start, passage_any.start) as passage_start, coalesce(passage.speaker, passage_any.speaker) as passage_speaker` : sql``}
    from page
    join reports r on r.id = page.id
    join profiles p on p.id = r.creator_id
    left join creator_settings cs on cs.creator_id = r.creator_id
    ${input.q ? passageJoins(input.q, input.qAny ?? anyOfWords(input.q)) : sql``}
    order by ${outerOrderForPage(input)}`;
}

/**
 * The passage a search found in a page's transcripts (ADR 208): the first turn of the stored normalised
 * turns that matches the search, else the first that holds any of its words (words spread over several
 * turns). Only transcripts whose index matched are read, only for the page's few rows, and the turns are
 * tested in order until one matches.
 */
function passageJoins(q: string, qAny: string): SQL {
  const turn = (alias: string, query: SQL, extra: SQL) => sql`left join lateral (
      select t.turn ->> 'text' as text, (t.turn ->> 'start')::float8 as start, t.turn ->> 'speaker' as speaker
      from report_transcripts rt
      cross join lateral json_array_elements(rt.normalized::json -> 'turns') as t(turn)
      where rt.report_id = r.id and ${extra} rt.search_vector @@ ${query}
        and to_tsvector('english', t.turn ->> 'text') @@ ${query}
      limit 1
    ) ${sql.raw(alias)} on true`;
  return sql`${turn('passage', searchQuery(q), sql``)}
    ${turn('passage_any', searchQuery(qAny), sql`passage.text is null and`)}`;
}

/**
 * How many reports the feed's filters find with no period: asked only when a limited period's first page
 * is empty, to offer the rest ("show all 23") instead of an empty feed.
 */
export async function countFeedAllTime(
  db: Executor,
  input: Omit<FeedQueryInput, 'since' | 'after' | 'direction' | 'limit'>,
): Promise<number> {
  const all: FeedQueryInput = { ...input, since: null, after: null, direction: 'forward', limit: 0 };
  const search = all.q ? matchesSearch(searchQuery(all.q)) : undefined;
  const result = await db.execute(sql`select count(*)::int as count
    from reports r
    join (${readableCreators(all)}) c on c.creator_id = r.creator_id
    where ${and([sql`r.status = 'published'`, search, statusCondition(all.userId, all.status)])}`);
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
}

/** One page of the feed, in order, with everything a card shows. */
export async function findFeedPage(db: Executor, input: FeedQueryInput): Promise<FeedRow[]> {
  // A prepared statement: planning cost more than running the query (ADR 050), compiled once per shape
  // (ADR 156): building it again for each request cost the API process more than sending it.
  const result = await executeTemplate(db, feedPageTemplate(input), feedPageValues(input));
  return rowsOf<RawFeedRow>(result).map((row) => toFeedRow(row, input.sort));
}

/**
 * What decides the feed statement's text: everything but the values. Two inputs of one shape compile to
 * the same text with their values in the same parameters (checked against `feedPageSql` by the tests).
 */
function feedShape(input: FeedQueryInput): string {
  const q = input.q === undefined ? 'none' : input.q ? 'words' : 'empty';
  return [
    input.sort,
    input.direction,
    input.status,
    q,
    input.creatorId ? 'creator' : 'any',
    input.after ? 'after' : 'first',
    input.since === null ? 'all' : 'since',
  ].join('|');
}

const placeholder = (name: string) => sql.placeholder(name) as unknown as string;

/** The input of a shape with placeholders where its values go. */
function placeholderInput(input: FeedQueryInput): FeedQueryInput {
  return {
    ...input,
    userId: placeholder('userId'),
    // readableCreatorIds takes a Date and sends its ISO text.
    now: { toISOString: () => placeholder('now') } as unknown as Date,
    since: input.since === null ? null : placeholder('since'),
    q: input.q ? placeholder('q') : input.q,
    qAny: input.q ? placeholder('qAny') : undefined,
    creatorId: input.creatorId ? placeholder('creatorId') : input.creatorId,
    after: input.after
      ? {
          ...input.after,
          key: input.after.key.map((_part, i) => placeholder(`key${i}`)),
          id: placeholder('afterId'),
        }
      : null,
    limit: placeholder('limit') as unknown as number,
  };
}

function feedPageValues(input: FeedQueryInput): Record<string, unknown> {
  const values: Record<string, unknown> = {
    userId: input.userId,
    now: input.now.toISOString(),
    since: input.since,
    q: input.q,
    qAny: input.q ? (input.qAny ?? anyOfWords(input.q)) : undefined,
    creatorId: input.creatorId,
    limit: input.limit,
  };
  if (input.after) {
    values.afterId = input.after.id;
    input.after.key.forEach((part, i) => (values[`key${i}`] = part));
  }
  return values;
}

const feedTemplates = new Map<string, StatementTemplate>();

/** The feed statement of the input's shape, compiled on first use. */
function feedPageTemplate(input: FeedQueryInput): StatementTemplate {
  const shape = feedShape(input);
  let template = feedTemplates.get(shape);
  if (!template) {
    template = statementTemplate(feedPageSql(placeholderInput(input)));
    feedTemplates.set(shape, template);
  }
  return template;
}

/** The feed statement for `input`, compiled through its shape's template (what `findFeedPage` sends). */
export function compiledFeedPage(input: FeedQueryInput): { sql: string; params: unknown[]; name: string } {
  const template = feedPageTemplate(input);
  return { sql: template.sql, params: template.params(feedPageValues(input)), name: template.name };
}

/** The merged order again, expressed on the `page` CTE's columns. */
function outerOrderForPage(input: FeedQueryInput): SQL {
  const { asc, desc } = ordering(input.sort, input.direction === 'backward');
  switch (input.sort) {
    case 'newest':
      return sql`page.published_at ${desc}, page.id ${desc}`;
    case 'oldest':
      return sql`page.published_at ${asc}, page.id ${asc}`;
    case 'title':
      return sql`lower(page.title) ${asc}, page.id ${asc}`;
    case 'creator':
      return sql`page.channel_key ${asc}, page.creator_id ${asc}, page.published_at ${desc}, page.id ${desc}`;
  }
}

function toFeedRow(row: RawFeedRow, sort: FeedSort): FeedRow {
  const key =
    sort === 'title'
      ? [row.title_key]
      : sort === 'creator'
        ? [row.channel_key, row.creator_id, row.published_at_key]
        : [row.published_at_key];
  const learning = row.first_key_learning;
  return {
    id: row.id,
    title: row.title,
    creatorId: row.creator_id,
    channelName: row.channel_name,
    creatorName: row.creator_name,
    logoUrl: row.logo_url,
    isVerified: row.is_verified,
    publishedAt: new Date(row.published_at),
    readingTimeSeconds: row.reading_time_seconds,
    episodeDurationSeconds: row.episode_duration_seconds,
    firstKeyLearning:
      learning && typeof learning.title === 'string'
        ? { title: learning.title, detail: typeof learning.detail === 'string' ? learning.detail : '' }
        : null,
    isRead: row.is_read,
    isFavourite: row.is_favourite,
    transcriptMatch:
      typeof row.passage_text === 'string'
        ? {
            text: row.passage_text,
            start: row.passage_start == null ? null : Number(row.passage_start),
            speaker: row.passage_speaker ?? null,
          }
        : null,
    key,
  };
}
