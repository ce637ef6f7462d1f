import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { keysetAfter, timestampKey } from '../../db/keyset-page';
import type { ListPosition } from '../../db/list-cursor';
import { creatorSettings, highlights, reportAudio, reports } from '../../db/schema';

export type HighlightRow = typeof highlights.$inferSelect;

export interface HighlightListRow extends HighlightRow {
  reportTitle: string;
  episodeTitle: string;
  creatorId: string;
  channelName: string;
  hasAudio: boolean;
  cursorTime: string;
}

/** What a device writes: the selection, the comment, and the moment the service computed. */
export interface HighlightValues {
  part: string;
  partIndex: number;
  textStart: number;
  textEnd: number;
  text: string;
  comment: string | null;
  startSeconds: number | null;
  endSeconds: number | null;
  speaker: string | null;
}

/** Any user's highlight with this id: the service tells the owner's from another's. */
export async function findHighlight(db: Executor, id: string): Promise<HighlightRow | undefined> {
  const [row] = await db.select().from(highlights).where(eq(highlights.id, id)).limit(1);
  return row;
}

/** Creates the highlight at version 1 with the device's id; undefined when that id exists already. */
export async function insertHighlight(
  db: Executor,
  row: { id: string; userId: string; reportId: string } & HighlightValues,
  now: Date,
): Promise<HighlightRow | undefined> {
  const rows = await db
    .insert(highlights)
    .values({ ...row, version: 1, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: highlights.id })
    .returning();
  return rows[0];
}

/**
 * Writes the highlight only if it is still at `baseVersion` (compare-and-set in one statement, so of two
 * concurrent writers exactly one wins). Undefined when it moved on, went away or is another user's.
 */
export async function updateHighlightIfVersion(
  db: Executor,
  key: { id: string; userId: string },
  values: HighlightValues,
  baseVersion: number,
  now: Date,
): Promise<HighlightRow | undefined> {
  const rows = await db
    .update(highlights)
    .set({ ...values, version: sql`${highlights.version} + 1`, updatedAt: now })
    .where(
      and(eq(highlights.id, key.id), eq(highlights.userId, key.userId), eq(highlights.version, baseVersion)),
    )
    .returning();
  return rows[0];
}

/** Deletes the user's highlight (only at `baseVersion` when given). Whether a row went away. */
export async function deleteHighlight(
  db: Executor,
  key: { id: string; userId: string },
  baseVersion: number | undefined,
): Promise<boolean> {
  const conditions = [eq(highlights.id, key.id), eq(highlights.userId, key.userId)];
  if (baseVersion !== undefined) conditions.push(eq(highlights.version, baseVersion));
  const rows = await db
    .delete(highlights)
    .where(and(...conditions))
    .returning({ id: highlights.id });
  return rows.length > 0;
}

/** The user's highlights on one report, oldest first. */
export async function findReportHighlights(
  db: Executor,
  userId: string,
  reportId: string,
): Promise<HighlightRow[]> {
  return db
    .select()
    .from(highlights)
    .where(and(eq(highlights.userId, userId), eq(highlights.reportId, reportId)))
    .orderBy(asc(highlights.createdAt), asc(highlights.id));
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * One page of the user's highlights across reports, newest first, keyset-paginated on (created_at, id);
 * with `q`, only those whose text, comment or report title holds it; with `creatorId`, one channel's.
 */
export async function listHighlights(
  db: Executor,
  userId: string,
  options: {
    limit: number;
    q?: string | undefined;
    creatorId?: string | undefined;
    /** Only this report's highlights, or only this one highlight. */
    reportId?: string | undefined;
    id?: string | undefined;
    after?: ListPosition | undefined;
  },
): Promise<HighlightListRow[]> {
  const { after, q, creatorId, reportId, id } = options;
  const pattern = q ? `%${likeLiteral(q)}%` : undefined;
  return db
    .select({
      id: highlights.id,
      userId: highlights.userId,
      reportId: highlights.reportId,
      part: highlights.part,
      partIndex: highlights.partIndex,
      textStart: highlights.textStart,
      textEnd: highlights.textEnd,
      text: highlights.text,
      comment: highlights.comment,
      startSeconds: highlights.startSeconds,
      endSeconds: highlights.endSeconds,
      speaker: highlights.speaker,
      version: highlights.version,
      createdAt: highlights.createdAt,
      updatedAt: highlights.updatedAt,
      cursorTime: timestampKey(highlights.createdAt),
      reportTitle: reports.title,
      episodeTitle: reports.episodeTitle,
      creatorId: reports.creatorId,
      channelName: sql<string>`coalesce(${creatorSettings.channelName}, '')`,
      hasAudio: sql<boolean>`(${reports.episodeMediaUrl} is not null or exists (select 1 from ${reportAudio} where ${reportAudio.reportId} = ${reports.id}))`,
    })
    .from(highlights)
    .innerJoin(reports, eq(reports.id, highlights.reportId))
    .leftJoin(creatorSettings, eq(creatorSettings.creatorId, reports.creatorId))
    .where(
      and(
        eq(highlights.userId, userId),
        creatorId ? eq(reports.creatorId, creatorId) : undefined,
        reportId ? eq(highlights.reportId, reportId) : undefined,
        id ? eq(highlights.id, id) : undefined,
        pattern
          ? or(
              ilike(highlights.text, pattern),
              ilike(highlights.comment, pattern),
              ilike(reports.title, pattern),
            )
          : undefined,
        after
          ? keysetAfter('desc', [
              [highlights.createdAt, sql`${after.key[0]}::timestamptz`],
              [highlights.id, sql`${after.id}::uuid`],
            ])
          : undefined,
      ),
    )
    .orderBy(desc(highlights.createdAt), desc(highlights.id))
    .limit(options.limit);
}

/** The parts of a report a highlight's moment is computed from. */
export async function findReportParts(db: Executor, reportId: string) {
  const [row] = await db
    .select({
      id: reports.id,
      title: reports.title,
      summary: reports.summary,
      keyLearnings: reports.keyLearnings,
      quotes: reports.quotes,
    })
    .from(reports)
    .where(eq(reports.id, reportId))
    .limit(1);
  return row;
}
