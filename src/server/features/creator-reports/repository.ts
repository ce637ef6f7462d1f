import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { GenerationFallbackReason, ReportStatus } from '@shared/contract/creator-reports';
import type { Executor } from '../../db/client';
import { keysetAfter, timestampKey } from '../../db/keyset-page';
import {
  creatorSettings,
  reports,
  reportTranscripts,
  type Chapter,
  type GenerationDrop,
  type KeyLearning,
  type Quote,
} from '../../db/schema';

type ReportRecord = typeof reports.$inferSelect;

/** The columns a report row is read with: everything but the search vector, plus an exact cursor key. */
/**
 * Where a report stands in the studio's list (ADR 230): its episode's own date, else the day it was added,
 * so an imported back catalogue lists newest episode first, whatever order it was imported in.
 */
const listedAt = sql`coalesce(${reports.episodePublishedAt}, ${reports.createdAt})`;

const columns = {
  id: reports.id,
  creatorId: reports.creatorId,
  status: reports.status,
  title: reports.title,
  summary: reports.summary,
  keyLearnings: reports.keyLearnings,
  chapters: reports.chapters,
  feedChapters: reports.feedChapters,
  episodeDescription: reports.episodeDescription,
  episodePersons: reports.episodePersons,
  quotes: reports.quotes,
  readingTimeSeconds: reports.readingTimeSeconds,
  episodeTitle: reports.episodeTitle,
  episodeNumber: reports.episodeNumber,
  episodePublishedAt: reports.episodePublishedAt,
  episodeDurationSeconds: reports.episodeDurationSeconds,
  episodeMediaUrl: reports.episodeMediaUrl,
  generationProvider: reports.generationProvider,
  generationProgress: reports.generationProgress,
  generationError: reports.generationError,
  generationFallbackReason: reports.generationFallbackReason,
  generationOperatorDetail: reports.generationOperatorDetail,
  generationDropped: reports.generationDropped,
  generationStage: reports.generationStage,
  publishedAt: reports.publishedAt,
  createdAt: reports.createdAt,
  updatedAt: reports.updatedAt,
  /** created_at as exact text (microseconds), so keyset pages never skip or repeat a row. */
  createdAtKey: timestampKey(reports.createdAt),
  listedAtKey: timestampKey(listedAt),
  fromFeed: sql<boolean>`(${reports.feedItemKey} is not null)`,
  hasTranscript: sql<boolean>`exists (select 1 from ${reportTranscripts} where ${reportTranscripts.reportId} = ${reports.id})`,
};
type Computed = { createdAtKey: string; listedAtKey: string; fromFeed: boolean; hasTranscript: boolean };
export type ReportRow = {
  [K in keyof typeof columns]: K extends keyof Computed
    ? Computed[K]
    : ReportRecord[Extract<K, keyof ReportRecord>];
};

export interface NewReport {
  creatorId: string;
  title: string;
  episodeTitle: string;
  episodeNumber: number | null;
  episodePublishedAt: Date | null;
  episodeDurationSeconds: number;
  episodeMediaUrl: string | null;
  /** The feed's own chapters, shown at once and kept by generation. */
  chapters?: Chapter[] | null;
  feedChapters?: Chapter[] | null;
}

export async function insertReport(db: Executor, report: NewReport, now: Date): Promise<ReportRow> {
  const [row] = await db
    .insert(reports)
    .values({ ...report, status: 'draft', createdAt: now, updatedAt: now })
    .returning(columns);
  if (!row) throw new Error('insert returned no row');
  return row as ReportRow;
}

/** One report of one creator: another creator's id reads as missing. */
export async function findCreatorReport(
  db: Executor,
  creatorId: string,
  reportId: string,
): Promise<ReportRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(reports)
    .where(and(eq(reports.id, reportId), eq(reports.creatorId, creatorId)))
    .limit(1);
  return row as ReportRow | undefined;
}

export async function findReportById(db: Executor, reportId: string): Promise<ReportRow | undefined> {
  const [row] = await db.select(columns).from(reports).where(eq(reports.id, reportId)).limit(1);
  return row as ReportRow | undefined;
}

/**
 * A creator's reports of every status, newest episode first (`listedAt`, then when added), keyset-paged by
 * (listedAt, created_at, id). A creator's reports are few enough to sort after the creator index finds them.
 */
export async function listCreatorReports(
  db: Executor,
  creatorId: string,
  options: {
    status?: ReportStatus | undefined;
    after?: { listedAt: string; createdAt: string; id: string } | undefined;
    limit: number;
  },
): Promise<ReportRow[]> {
  const conditions: SQL[] = [eq(reports.creatorId, creatorId)];
  if (options.status) conditions.push(eq(reports.status, options.status));
  if (options.after) {
    conditions.push(
      keysetAfter('desc', [
        [listedAt, sql`${options.after.listedAt}::timestamptz`],
        [reports.createdAt, sql`${options.after.createdAt}::timestamptz`],
        [reports.id, sql`${options.after.id}::uuid`],
      ]),
    );
  }
  const rows = await db
    .select(columns)
    .from(reports)
    .where(and(...conditions))
    .orderBy(desc(listedAt), desc(reports.createdAt), desc(reports.id))
    .limit(options.limit);
  return rows as ReportRow[];
}

export interface ReportChanges {
  status?: ReportStatus;
  title?: string;
  summary?: string;
  keyLearnings?: KeyLearning[];
  chapters?: Chapter[] | null;
  quotes?: Quote[] | null;
  readingTimeSeconds?: number;
  episodeTitle?: string;
  episodeNumber?: number | null;
  episodePublishedAt?: Date | null;
  episodeDurationSeconds?: number;
  episodeMediaUrl?: string | null;
  generationProvider?: string | null;
  generationProgress?: number;
  generationError?: string | null;
  generationFallbackReason?: GenerationFallbackReason | null;
  generationOperatorDetail?: string | null;
  generationDropped?: GenerationDrop[] | null;
  generationCheckpoint?: unknown;
  generationStage?: 'transcribing' | null;
  publishedAt?: Date | null;
}

/**
 * Changes a report only while it is in one of `fromStatuses` (a compare-and-set): two requests racing
 * to publish, or an edit racing a generation, cannot both win. Undefined when nothing matched.
 */
export async function updateCreatorReport(
  db: Executor,
  where: { creatorId?: string; reportId: string; fromStatuses: readonly ReportStatus[] },
  changes: ReportChanges,
  now: Date,
): Promise<ReportRow | undefined> {
  const conditions: SQL[] = [
    eq(reports.id, where.reportId),
    inArray(reports.status, [...where.fromStatuses]),
  ];
  if (where.creatorId) conditions.push(eq(reports.creatorId, where.creatorId));
  const [row] = await db
    .update(reports)
    .set({ ...changes, updatedAt: now })
    .where(and(...conditions))
    .returning(columns);
  return row as ReportRow | undefined;
}

export async function deleteCreatorReport(
  db: Executor,
  creatorId: string,
  reportId: string,
): Promise<boolean> {
  const rows = await db
    .delete(reports)
    .where(and(eq(reports.id, reportId), eq(reports.creatorId, creatorId)))
    .returning({ id: reports.id });
  return rows.length > 0;
}

/**
 * Keeps the feed the creator last imported from on the channel, with its `podcast:guid` when given; a
 * guid stays while the feed address is the same one, and goes with an address it does not belong to.
 */
export async function recordChannelFeed(
  db: Executor,
  creatorId: string,
  feedUrl: string,
  podcastGuid: string | null,
): Promise<void> {
  await db
    .update(creatorSettings)
    .set({
      feedUrl,
      podcastGuid:
        podcastGuid ??
        sql`case when ${creatorSettings.feedUrl} = ${feedUrl} then ${creatorSettings.podcastGuid} end`,
    })
    .where(eq(creatorSettings.creatorId, creatorId));
}

/** The checked sections a model generation saved for a retry (ADR 218); null when there are none. */
export async function findGenerationCheckpoint(db: Executor, reportId: string): Promise<unknown> {
  const [row] = await db
    .select({ checkpoint: reports.generationCheckpoint })
    .from(reports)
    .where(eq(reports.id, reportId));
  return row?.checkpoint ?? null;
}

/** Saves the checked sections while the report is still generating; a report that moved on keeps none. */
export async function saveGenerationCheckpoint(
  db: Executor,
  reportId: string,
  value: unknown,
): Promise<void> {
  await db
    .update(reports)
    .set({ generationCheckpoint: value })
    .where(and(eq(reports.id, reportId), eq(reports.status, 'generating')));
}
