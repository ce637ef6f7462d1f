import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { keysetAfter, timestampKey } from '../../db/keyset-page';
import type { ListPosition } from '../../db/list-cursor';
import { feedback, profiles } from '../../db/schema';
import type { FeedbackStatus, FeedbackType } from '@shared/contract/feedback';

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
  status: string;
  statusChangedAt: Date | null;
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

const feedbackColumns = {
  id: feedback.id,
  feedbackType: feedback.feedbackType,
  status: feedback.status,
  statusChangedAt: feedback.statusChangedAt,
  subject: feedback.subject,
  message: feedback.message,
  pageUrl: feedback.pageUrl,
  userAgent: feedback.userAgent,
  createdAt: feedback.createdAt,
  cursorTime: timestampKey(feedback.createdAt),
  userId: feedback.userId,
  userEmail: profiles.email,
  userFullName: profiles.fullName,
};

/** Newest first, keyset-paginated on (created_at, id) so new feedback never shifts a page. */
export async function listFeedback(
  db: Executor,
  /** after: where the previous page ended, key [created_at]; feedbackType, status: only those. */
  options: {
    limit: number;
    after?: ListPosition | undefined;
    feedbackType?: FeedbackType | undefined;
    status?: FeedbackStatus | undefined;
  },
): Promise<FeedbackRow[]> {
  const { after, feedbackType, status } = options;
  return db
    .select(feedbackColumns)
    .from(feedback)
    .leftJoin(profiles, eq(profiles.id, feedback.userId))
    .where(
      and(
        feedbackType ? eq(feedback.feedbackType, feedbackType) : undefined,
        status ? eq(feedback.status, status) : undefined,
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

/** Feedback nobody has picked up yet. The table is small (10 an hour per user at most): a plain count. */
export async function countNewFeedback(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(feedback).where(eq(feedback.status, 'new'));
  return Number(row?.n ?? 0);
}

/**
 * Sets the status of one piece of feedback; its change time moves only when the status really changes, so
 * setting the same status twice is harmless. Null when no feedback has this id.
 */
export async function updateFeedbackStatus(
  db: Executor,
  id: string,
  status: FeedbackStatus,
  now: Date,
): Promise<FeedbackRow | null> {
  const [updated] = await db
    .update(feedback)
    .set({
      status,
      statusChangedAt: sql`case when ${ne(feedback.status, status)} then ${now.toISOString()}::timestamptz else ${feedback.statusChangedAt} end`,
    })
    .where(eq(feedback.id, id))
    .returning({ id: feedback.id });
  if (!updated) return null;
  const [row] = await db
    .select(feedbackColumns)
    .from(feedback)
    .leftJoin(profiles, eq(profiles.id, feedback.userId))
    .where(eq(feedback.id, id));
  return row ?? null;
}
