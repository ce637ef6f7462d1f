import { sql } from 'drizzle-orm';
import type { ReportPublishedEvent } from '@shared/contract/reports';
import { reportPublishedEventSchema } from '@shared/contract/reports';
import type { AppDeps } from '../../app-types';

/** The PostgreSQL NOTIFY channel every API process listens on for newly published reports. */
export const REPORT_PUBLISHED_CHANNEL = 'report_published';

/** NOTIFY payloads are limited to 8000 bytes; a long title is cut well below that. */
const maxTitleChars = 300;

/**
 * Tells every API process that a report became published, so open feeds show it without a reload.
 * Call it with the transaction that publishes the report (`{ db: tx }`): PostgreSQL delivers the notification only when
 * that transaction commits, and never when it rolls back.
 */
export async function notifyReportPublished(
  { db }: Pick<AppDeps, 'db'>,
  report: { id: string; creatorId: string; title: string; publishedAt: Date | string },
): Promise<void> {
  const payload: ReportPublishedEvent = {
    id: report.id,
    creatorId: report.creatorId,
    title: report.title.slice(0, maxTitleChars),
    publishedAt: new Date(report.publishedAt).toISOString(),
  };
  await db.execute(sql`select pg_notify(${REPORT_PUBLISHED_CHANNEL}, ${JSON.stringify(payload)})`);
}

/** Reads a NOTIFY payload back; anything else on the channel is ignored. */
export function parseReportPublished(payload: string | undefined): ReportPublishedEvent | undefined {
  if (!payload) return undefined;
  try {
    const parsed = reportPublishedEventSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
