import { and, desc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { keysetAfter, timestampKey } from '../../../db/keyset-page';
import type { ListPosition } from '../../../db/list-cursor';
import { creatorSettings, reports } from '../../../db/schema';

export interface ReportGenerationRow {
  id: string;
  title: string;
  status: string;
  creatorId: string;
  channelName: string | null;
  provider: string | null;
  fallbackReason: string | null;
  error: string | null;
  operatorDetail: string | null;
  updatedAt: Date;
  /** updated_at with its full microsecond precision, for cursors. */
  cursorTime: string;
}

/**
 * Reports whose last generation the built-in summarizer made after the language model failed, or which
 * failed. A report generating again is left out until that generation ends (its old reason is stale).
 */
const fellBackOrFailed = or(
  eq(reports.status, 'failed'),
  and(isNotNull(reports.generationFallbackReason), ne(reports.status, 'generating')),
);

/** Newest first, keyset-paginated on (updated_at, id). */
export async function listReportGenerations(
  db: Executor,
  /** after: where the previous page ended, key [updated_at]. */
  options: { limit: number; after?: ListPosition | undefined },
): Promise<ReportGenerationRow[]> {
  const { after } = options;
  return db
    .select({
      id: reports.id,
      title: reports.title,
      status: reports.status,
      creatorId: reports.creatorId,
      channelName: creatorSettings.channelName,
      provider: reports.generationProvider,
      fallbackReason: reports.generationFallbackReason,
      error: reports.generationError,
      operatorDetail: reports.generationOperatorDetail,
      updatedAt: reports.updatedAt,
      cursorTime: timestampKey(reports.updatedAt),
    })
    .from(reports)
    .leftJoin(creatorSettings, eq(creatorSettings.creatorId, reports.creatorId))
    .where(
      and(
        fellBackOrFailed,
        after
          ? keysetAfter('desc', [
              [reports.updatedAt, sql`${after.key[0]}::timestamptz`],
              [reports.id, sql`${after.id}::uuid`],
            ])
          : undefined,
      ),
    )
    .orderBy(desc(reports.updatedAt), desc(reports.id))
    .limit(options.limit);
}
