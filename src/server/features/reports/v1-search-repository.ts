import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { KeyLearning } from '../../db/schema';
import { rowsOf } from '../../db/sql-rows';
import { readableCreatorIds } from '../subscriptions';
import { matchesSearch, type FeedPosition } from './feed-repository';

/** A report that matched a search of the public API, with what is needed to say where it matched. */
export interface SearchRow {
  id: string;
  title: string;
  summary: string;
  keyLearnings: KeyLearning[];
  publishedAt: Date;
  publishedAtKey: string;
  channelName: string;
  /** Whether the report's own text (title, summary, learnings) matched the words. */
  reportMatch: boolean;
  /** The transcript's normalised turns (JSON) when the transcript matched the words; null otherwise. */
  transcript: string | null;
}

interface RawSearchRow {
  id: string;
  title: string;
  summary: string;
  key_learnings: KeyLearning[] | null;
  published_at: Date | string;
  published_at_key: string;
  channel_name: string;
  report_match: boolean;
  transcript: string | null;
}

/**
 * The reader's readable published reports whose text or transcript matches `q` (full text, the feed's
 * indexes: ADR 208), newest first, after `after`, at most `limit` rows.
 */
export async function searchReports(
  db: Executor,
  input: { userId: string; now: Date; q: string; after: FeedPosition | null; limit: number },
): Promise<SearchRow[]> {
  const query = sql`websearch_to_tsquery('english', ${input.q})`;
  const after = input.after
    ? sql`and (r.published_at, r.id) < (${input.after.key[0]}::timestamptz, ${input.after.id}::uuid)`
    : sql``;
  const result = await db.execute(sql`
    select r.id, r.title, r.summary, r.key_learnings, r.published_at,
      to_char(r.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as published_at_key,
      coalesce(cs.channel_name, p.display_name) as channel_name,
      coalesce(r.search_vector @@ ${query}, false) as report_match,
      case when rt.search_vector @@ ${query} then rt.normalized end as transcript
    from reports r
    join profiles p on p.id = r.creator_id
    left join creator_settings cs on cs.creator_id = r.creator_id
    left join report_transcripts rt on rt.report_id = r.id
    where r.status = 'published'
      and r.creator_id in ${readableCreatorIds(input.userId, input.now)}
      and ${matchesSearch(query)}
      ${after}
    order by r.published_at desc, r.id desc
    limit ${input.limit}`);
  return rowsOf<RawSearchRow>(result).map((row) => ({
    id: row.id,
    title: row.title,
    summary: row.summary,
    keyLearnings: row.key_learnings ?? [],
    publishedAt: new Date(row.published_at),
    publishedAtKey: row.published_at_key,
    channelName: row.channel_name,
    reportMatch: row.report_match,
    transcript: row.transcript,
  }));
}
