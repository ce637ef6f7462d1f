import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  creatorSettings,
  highlights,
  notes,
  reportFavourites,
  reportReads,
  reports,
  type KeyLearning,
} from '../../db/schema';
import { readableCreatorIds } from '../subscriptions';

/** A report of the reader's library with what the export writes about it; only the reader's own data. */
export interface LibraryReportRow {
  id: string;
  creatorId: string;
  channelName: string;
  categories: string[];
  title: string;
  episodeTitle: string;
  episodePublishedAt: Date | null;
  publishedAt: Date | null;
  durationSeconds: number;
  summary: string;
  keyLearnings: KeyLearning[];
  /** Whether the reader may read the report now (the access rule); otherwise only their own data goes out. */
  readable: boolean;
  read: boolean;
  favourite: boolean;
  note: string | null;
}

export interface LibraryHighlightRow {
  reportId: string;
  part: string;
  partIndex: number;
  textStart: number;
  text: string;
  comment: string | null;
  startSeconds: number | null;
  speaker: string | null;
}

/**
 * The published reports `userId` has read, favourited, noted or highlighted, by channel then episode.
 * Every per-reader column is filtered on `userId`: nobody else's reads, favourites or notes take part.
 */
export async function listLibraryReports(
  db: Executor,
  userId: string,
  now: Date,
): Promise<LibraryReportRow[]> {
  const isRead = sql<boolean>`exists (select 1 from ${reportReads} where ${reportReads.userId} = ${userId} and ${reportReads.reportId} = ${reports.id})`;
  const isFavourite = sql<boolean>`exists (select 1 from ${reportFavourites} where ${reportFavourites.userId} = ${userId} and ${reportFavourites.reportId} = ${reports.id})`;
  const hasHighlight = sql<boolean>`exists (select 1 from ${highlights} where ${highlights.userId} = ${userId} and ${highlights.reportId} = ${reports.id})`;
  return db
    .select({
      id: reports.id,
      creatorId: reports.creatorId,
      channelName: creatorSettings.channelName,
      categories: creatorSettings.contentCategories,
      title: reports.title,
      episodeTitle: reports.episodeTitle,
      episodePublishedAt: reports.episodePublishedAt,
      publishedAt: reports.publishedAt,
      durationSeconds: reports.episodeDurationSeconds,
      summary: reports.summary,
      keyLearnings: reports.keyLearnings,
      readable: sql<boolean>`${reports.creatorId} in ${readableCreatorIds(userId, now)}`,
      read: isRead,
      favourite: isFavourite,
      note: notes.content,
    })
    .from(reports)
    .innerJoin(creatorSettings, eq(creatorSettings.creatorId, reports.creatorId))
    .leftJoin(notes, and(eq(notes.reportId, reports.id), eq(notes.userId, userId)))
    .where(and(eq(reports.status, 'published'), or(isRead, isFavourite, isNotNull(notes.id), hasHighlight)))
    .orderBy(asc(creatorSettings.channelName), asc(reports.creatorId), asc(reports.id));
}

/** The reader's highlights on these reports, in reading order (part, passage, offset), ties by id. */
export async function listLibraryHighlights(
  db: Executor,
  userId: string,
  reportIds: string[],
): Promise<LibraryHighlightRow[]> {
  if (reportIds.length === 0) return [];
  return db
    .select({
      reportId: highlights.reportId,
      part: highlights.part,
      partIndex: highlights.partIndex,
      textStart: highlights.textStart,
      text: highlights.text,
      comment: highlights.comment,
      startSeconds: highlights.startSeconds,
      speaker: highlights.speaker,
    })
    .from(highlights)
    .where(and(eq(highlights.userId, userId), inArray(highlights.reportId, reportIds)))
    .orderBy(
      asc(highlights.reportId),
      sql`array_position(array['summary','learning','quote','transcript']::text[], ${highlights.part})`,
      asc(highlights.partIndex),
      asc(highlights.textStart),
      asc(highlights.id),
    );
}
