import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TranscriptFormat, TranscriptSource } from '@shared/contract/creator-reports';
import type { Executor } from '../../db/client';
import { reportTranscripts } from '../../db/schema';
import { AppError } from '../../errors';
import { rowsOf } from '../../db/sql-rows';
import type { ParsedTranscript } from '../../transcripts/transcript';
import { TranscriptError } from '../../transcripts/transcript';
import {
  ParseBudgetExceeded,
  ParsePoolBusy,
  parseTranscriptInPool,
  type ParseBudget,
} from '../../transcripts/transcript-pool';

/** What a transcript's one parse gives, stored beside its content (ADR 166). */
export type NormalizedTranscript = Omit<ParsedTranscript, 'format'>;

/**
 * A report's transcript as the creator gave it (or transcription made it), with its normalised turns:
 * written by the studio, generation reads it, and readers with access read the turns. `normalized` is
 * null only on rows stored before turns were, until their first read parses them.
 */
export type TranscriptRecord = Omit<
  typeof reportTranscripts.$inferSelect,
  'normalized' | 'searchText' | 'searchVector' | 'characters' | 'wordCount' | 'preview'
> & {
  normalized: NormalizedTranscript | null;
};

/** What the studio or transcription gives to store as a report's transcript, parsed once on arrival. */
interface NewTranscript {
  reportId: string;
  content: string;
  source: TranscriptSource;
  sourceUrl: string | null;
  parsed: ParsedTranscript;
}

/**
 * What the transcript says as plain text, one turn a line, no speaker labels or timings: the feed's
 * search reads it through `search_vector` (ADR 208).
 */
export function transcriptSearchText(turns: readonly { text: string }[]): string {
  return turns.map((turn) => turn.text).join('\n');
}

/** How many characters of the turns' text the studio previews. */
export const transcriptPreviewChars = 3000;

/**
 * What the studio shows of a transcript, computed once when it is written: its length as the browser
 * counts it (UTF-16 code units), the word count and the first `transcriptPreviewChars` characters (code
 * points, so a preview never ends in half a character) of the turns' text. Migration 0016 computes the
 * same in SQL for the rows stored before.
 */
export function transcriptStats(content: string, normalized: { text: string; wordCount: number }) {
  const head = normalized.text.slice(0, transcriptPreviewChars * 2);
  return {
    characters: content.length,
    wordCount: normalized.wordCount,
    preview: Array.from(head).slice(0, transcriptPreviewChars).join(''),
  };
}

/** A transcript as the studio shows it, read without its content or turns. */
export interface TranscriptMeta {
  format: TranscriptFormat;
  source: TranscriptSource;
  sourceUrl: string | null;
  characters: number;
  wordCount: number;
  preview: string;
}

const metaColumns = {
  format: reportTranscripts.format,
  source: reportTranscripts.source,
  sourceUrl: reportTranscripts.sourceUrl,
  characters: reportTranscripts.characters,
  wordCount: reportTranscripts.wordCount,
  preview: reportTranscripts.preview,
};

interface MetaRow {
  format: string;
  source: string;
  sourceUrl: string | null;
  characters: number | null;
  wordCount: number | null;
  preview: string | null;
}

/** The row's stats as the studio shows them, or null on a row stored before its turns were. */
function toMeta(row: MetaRow): TranscriptMeta | null {
  if (row.characters === null || row.wordCount === null || row.preview === null) return null;
  return {
    format: row.format as TranscriptFormat,
    source: row.source as TranscriptSource,
    sourceUrl: row.sourceUrl,
    characters: row.characters,
    wordCount: row.wordCount,
    preview: row.preview,
  };
}

function columns({ parsed, ...transcript }: NewTranscript) {
  const { format, ...normalized } = parsed;
  return {
    ...transcript,
    format: format as TranscriptFormat,
    normalized: JSON.stringify(normalized),
    searchText: transcriptSearchText(parsed.turns),
    ...transcriptStats(transcript.content, normalized),
  };
}

/** Stores a report's first transcript and answers with what the studio shows of it. */
export async function insertTranscript(
  db: Executor,
  transcript: NewTranscript,
  now: Date,
): Promise<TranscriptMeta> {
  const [row] = await db
    .insert(reportTranscripts)
    .values({ ...columns(transcript), createdAt: now, updatedAt: now })
    .returning(metaColumns);
  return toMeta(row!)!;
}

/** Stores or replaces a report's transcript and answers with what the studio shows of it. */
export async function replaceTranscript(
  db: Executor,
  transcript: NewTranscript,
  now: Date,
): Promise<TranscriptMeta> {
  const values = columns(transcript);
  const [row] = await db
    .insert(reportTranscripts)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: reportTranscripts.reportId,
      set: {
        content: values.content,
        format: values.format,
        source: values.source,
        sourceUrl: values.sourceUrl,
        normalized: values.normalized,
        searchText: values.searchText,
        characters: values.characters,
        wordCount: values.wordCount,
        preview: values.preview,
        updatedAt: now,
      },
    })
    .returning(metaColumns);
  return toMeta(row!)!;
}

/**
 * What the studio shows of a report's transcript, without reading its content or turns: undefined when
 * the report has none, null when the row was stored before its turns were (read it whole, once).
 */
export async function findTranscriptMeta(
  db: Executor,
  reportId: string,
): Promise<TranscriptMeta | null | undefined> {
  const [row] = await db
    .select(metaColumns)
    .from(reportTranscripts)
    .where(eq(reportTranscripts.reportId, reportId))
    .limit(1);
  return row && toMeta(row);
}

export async function findTranscript(db: Executor, reportId: string): Promise<TranscriptRecord | undefined> {
  // The search columns are the feed's (ADR 208): a reader of the transcript never needs them.
  const [row] = await db
    .select({
      reportId: reportTranscripts.reportId,
      content: reportTranscripts.content,
      format: reportTranscripts.format,
      source: reportTranscripts.source,
      sourceUrl: reportTranscripts.sourceUrl,
      normalized: reportTranscripts.normalized,
      createdAt: reportTranscripts.createdAt,
      updatedAt: reportTranscripts.updatedAt,
    })
    .from(reportTranscripts)
    .where(eq(reportTranscripts.reportId, reportId))
    .limit(1);
  if (!row) return undefined;
  return {
    ...row,
    normalized: row.normalized === null ? null : (JSON.parse(row.normalized) as NormalizedTranscript),
  };
}

/**
 * The stored turns of a transcript. A row stored before turns were is parsed now, once, on a parse
 * thread within the budget, and its turns are stored unless the transcript changed meanwhile.
 */
export async function normalizedTranscript(
  db: Executor,
  budget: ParseBudget,
  record: TranscriptRecord,
): Promise<NormalizedTranscript> {
  if (record.normalized) return record.normalized;
  const { format, ...normalized } = await parseTranscriptInPool(
    budget,
    record.content,
    record.format as TranscriptFormat,
  );
  await db
    .update(reportTranscripts)
    .set({
      normalized: JSON.stringify(normalized),
      format,
      searchText: transcriptSearchText(normalized.turns),
      ...transcriptStats(record.content, normalized),
    })
    .where(
      and(
        eq(reportTranscripts.reportId, record.reportId),
        eq(reportTranscripts.updatedAt, record.updatedAt),
        isNull(reportTranscripts.normalized),
      ),
    );
  return normalized;
}

/** Said to the creator when a transcript needs more than one parse's budget (ADR 166). */
const tooComplexMessage =
  'This transcript is too complex to read: it needs more time or memory than one transcript may take. ' +
  'Save it as plain text with one speaker line per paragraph, or as standard SRT or WebVTT captions, and try again.';

/** The parse pool's failures as the API's errors; anything else is passed on as it is. */
export function transcriptParseError(error: unknown): unknown {
  if (error instanceof TranscriptError) return new AppError(422, 'transcript_invalid', error.message);
  if (error instanceof ParseBudgetExceeded)
    return new AppError(422, 'transcript_too_complex', tooComplexMessage);
  if (error instanceof ParsePoolBusy)
    return new AppError(
      503,
      'service_unavailable',
      'The server is busy reading other transcripts. Try again in a moment.',
      { headers: { 'retry-after': '5' } },
    );
  return error;
}

/**
 * Writes `search_text` of up to `limit` rows stored before it that have their turns, from those turns,
 * in the database (nothing is parsed or sent to the app). Returns how many rows it wrote; a second run
 * finds only what is still missing, and two runs at once skip each other's rows.
 */
export async function fillSearchTextFromTurns(db: Executor, limit: number): Promise<number> {
  const result = await db.execute(sql`
    update report_transcripts rt
    set search_text = coalesce(
      (select string_agg(t.turn ->> 'text', E'\n' order by t.n)
        from json_array_elements(rt.normalized::json -> 'turns') with ordinality as t(turn, n)),
      '')
    where rt.report_id in (
      select report_id from report_transcripts
      where search_text is null and normalized is not null
      limit ${limit}
      for update skip locked)
    returning rt.report_id`);
  return rowsOf(result).length;
}

/** Up to `limit` rows stored before their turns and search text were: these are parsed to be searchable. */
export async function transcriptIdsWithoutTurns(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ reportId: reportTranscripts.reportId })
    .from(reportTranscripts)
    .where(and(isNull(reportTranscripts.searchText), isNull(reportTranscripts.normalized)))
    .limit(limit);
  return rows.map((row) => row.reportId);
}

/**
 * Writes a row's search text unless one is there already (a newer transcript wrote its own). An empty
 * text marks a stored transcript that cannot be read: not searched, and not tried again.
 */
export async function writeSearchText(db: Executor, reportId: string, searchText: string): Promise<void> {
  await db
    .update(reportTranscripts)
    .set({ searchText })
    .where(and(eq(reportTranscripts.reportId, reportId), isNull(reportTranscripts.searchText)));
}
