import type { AppDeps } from '../../../app-types';
import { keysetPage } from '../../../db/keyset-page';
import { cursorKey, listCursor } from '../../../db/list-cursor';
import type { ReportGenerationItem, ReportGenerationList } from '@shared/contract/admin-reports';
import {
  generationFallbackReasons,
  reportStatuses,
  type GenerationFallbackReason,
  type ReportStatus,
} from '@shared/contract/creator-reports';
import { listReportGenerations, type ReportGenerationRow } from './repository';

/** Reports made by the built-in summarizer after the model failed, or failed, for the admins: newest first. */
export const reportGenerationsCursor = listCursor('report-generations', { newest: [cursorKey.timestamp] });

const isStatus = (value: string): value is ReportStatus =>
  (reportStatuses as readonly string[]).includes(value);
const isFallbackReason = (value: string | null): value is GenerationFallbackReason =>
  value !== null && (generationFallbackReasons as readonly string[]).includes(value);

const toItem = (row: ReportGenerationRow): ReportGenerationItem => ({
  id: row.id,
  title: row.title,
  // The database's check allows only these; 'failed' is what every listed row without a fallback is.
  status: isStatus(row.status) ? row.status : 'failed',
  creator: { id: row.creatorId, channelName: row.channelName },
  provider: row.provider,
  fallbackReason: isFallbackReason(row.fallbackReason) ? row.fallbackReason : null,
  error: row.error,
  operatorDetail: row.operatorDetail,
  happenedAt: row.updatedAt.toISOString(),
});

/**
 * One page of the reports whose last generation fell back to the built-in summarizer or failed, with the
 * model this server makes reports with (null: the built-in summarizer makes them all).
 */
export async function reportGenerationsPage(
  { db }: Pick<AppDeps, 'db'>,
  options: { limit: number; cursor?: string | undefined; model: string | null },
): Promise<ReportGenerationList> {
  const after = options.cursor ? reportGenerationsCursor.decode(options.cursor, 'newest') : undefined;
  // One extra row tells whether another page exists without a count query.
  const rows = await listReportGenerations(db, { limit: options.limit + 1, after });
  const page = keysetPage(rows, options.limit, toItem, (last) =>
    reportGenerationsCursor.encode({ sort: 'newest', key: [last.cursorTime], id: last.id, since: null }),
  );
  return { ...page, model: options.model };
}
