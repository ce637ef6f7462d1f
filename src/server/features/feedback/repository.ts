import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { keysetAfter, timestampKey } from '../../db/keyset-page';
import type { ListPosition } from '../../db/list-cursor';
import { feedback, profiles } from '../../db/schema';
import type { FeedbackType } from '@shared/contract/feedback';

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
  /** after: where the previous page ended, key [created_at]; feedbackType: only this type. */
  options: { limit: number; after?: ListPosition | undefined; feedbackType?: FeedbackType | undefined },
): Promise<FeedbackRow[]> {
  const { after, feedbackType } = options;
  return db
    .select({
      id: feedback.id,
      feedbackType: feedback.feedbackType,
      subject: feedback.subject,
      message: feedback.message,
      pageUrl: feedback.pageUrl,
      userAgent: feedback.userAgent,
      createdAt: feedback.createdAt,
      cursorTime: timestampKey(feedback.createdAt),
      userId: feedback.userId,
      userEmail: profiles.email,
      userFullName: profiles.fullName,
    })
    .from(feedback)
    .leftJoin(profiles, eq(profiles.id, feedback.userId))
    .where(
      and(
        feedbackType ? eq(feedback.feedbackType, feedbackType) : undefined,
        after
          ? keysetAfter('desc', [
              [feedback.createdAt, sql`${after.key[0]}::timestamptz`],
              [feedback.id, sql`${after.id}::uuid`],
            ])
          : undefined,
      ),
    )
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(options.limit);
}
