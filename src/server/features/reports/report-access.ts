import { and, eq } from 'drizzle-orm';
import { reportMessages } from '@shared/contract/reports';
import type { AppDeps } from '../../app-types';
import { reports } from '../../db/schema';
import { notFound } from '../../errors';
import { isUuid } from '../../lib/is-uuid';
import { canReadCreator } from '../subscriptions';

/**
 * Missing, unpublished and forbidden reports all look the same from outside (docs/product.md#access: no id
 * probing).
 */
export const reportNotFound = () => notFound('report_not_found', reportMessages.notFound);

/**
 * Refuses with that same 404 unless `reportId` names a published report `userId` may read at `now`. For
 * what is kept beside a report (a note), which needs no more of the report than that.
 */
export async function assertReportReadable(
  { db }: Pick<AppDeps, 'db'>,
  userId: string,
  reportId: string,
  now: Date,
): Promise<void> {
  if (!isUuid(reportId)) throw reportNotFound();
  const [report] = await db
    .select({ creatorId: reports.creatorId })
    .from(reports)
    .where(and(eq(reports.id, reportId), eq(reports.status, 'published')))
    .limit(1);
  if (!report || !(await canReadCreator({ db }, userId, report.creatorId, now))) throw reportNotFound();
}
