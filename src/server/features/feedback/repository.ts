import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { feedback, profiles } from '../../db/schema';
import type { FeedbackType } from '../../../shared/contract/feedback';

export interface NewFeedback {
  userId: string;
  feedbackType: FeedbackType;
  subject: string;
  message: string;
  pageUrl: string | null;
  userAgent: string | null;
  createdAt: Date;
}

export async function insertFeedback(db: Executor, row: NewFeedback): Promise<void> {
  await db.insert(feedback).values(row);
}

export interface FeedbackRow {
  id: string;
  feedbackType: string;
  subject: string;
  message: string;
  pageUrl: string | null;
  userAgent: string | null;
  createdAt: Date;
  /** created_at with its full microsecond precision (a JS Date keeps only milliseconds), for cursors. */
  cursorTime: string;
  userId: string | null;
  userEmail: string | null;
  userFullName: string | null;
}

/** Newest first, keyset-paginated on (created_at, id) so new feedback never shifts a page. */
export async function listFeedback(
  db: Executor,
  options: { limit: number; after?: { cursorTime: string; id: string } | undefined },
): Promise<FeedbackRow[]> {
  const { after } = options;
  return db
    .select({
      id: feedback.id,
      feedbackType: feedback.feedbackType,
      subject: feedback.subject,
      message: feedback.message,
      pageUrl: feedback.pageUrl,
      userAgent: feedback.userAgent,
      createdAt: feedback.createdAt,
      cursorTime: sql<string>`to_char(${feedback.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      userId: feedback.userId,
      userEmail: profiles.email,
      userFullName: profiles.fullName,
    })
    .from(feedback)
    .leftJoin(profiles, eq(profiles.id, feedback.userId))
    .where(
      after
        ? or(
            lt(feedback.createdAt, sql`${after.cursorTime}::timestamptz`),
            and(eq(feedback.createdAt, sql`${after.cursorTime}::timestamptz`), lt(feedback.id, after.id)),
          )
        : undefined,
    )
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(options.limit);
}
