import type { Executor } from '../../db/client';
import { keysetPage } from '../../db/keyset-page';
import { cursorKey, listCursor } from '../../db/list-cursor';
import type { SessionUser } from '../../auth/current-user';
import {
  feedbackTypes,
  type FeedbackItem,
  type FeedbackList,
  type FeedbackType,
  type SubmitFeedback,
} from '@shared/contract/feedback';
import { insertFeedback, listFeedback, type FeedbackRow } from './repository';

/** Per signed-in user: enough for anyone with something to say, too few to flood the admins' inbox. */
export const feedbackRateLimit = { max: 10, timeWindowMs: 60 * 60_000 } as const;

/** Browsers send user agents of a few hundred characters; anything longer is noise, not information. */
const userAgentMaxChars = 512;

/** Stores one piece of feedback from a signed-in user. The input is already validated and trimmed. */
export async function submitFeedback(
  db: Executor,
  user: SessionUser,
  input: SubmitFeedback,
  context: { userAgent: string | undefined; now: Date },
): Promise<void> {
  await insertFeedback(db, {
    userId: user.id,
    feedbackType: input.feedbackType,
    subject: input.subject,
    message: input.message,
    pageUrl: input.pageUrl ? input.pageUrl : null,
    userAgent: context.userAgent ? context.userAgent.slice(0, userAgentMaxChars) : null,
    createdAt: context.now,
  });
}

/** All feedback, for the admins: newest first. */
export const feedbackCursor = listCursor('feedback', { newest: [cursorKey.timestamp] });

const isFeedbackType = (value: string): value is FeedbackType =>
  (feedbackTypes as readonly string[]).includes(value);

/** One page of all feedback (or of one type) for the admins, newest first. */
export async function feedbackPage(
  db: Executor,
  options: { limit: number; cursor?: string | undefined; feedbackType?: FeedbackType | undefined },
): Promise<FeedbackList> {
  const after = options.cursor ? feedbackCursor.decode(options.cursor, 'newest') : undefined;
  // One extra row tells whether another page exists without a count query.
  const rows = await listFeedback(db, {
    limit: options.limit + 1,
    after,
    feedbackType: options.feedbackType,
  });
  const toItem = (row: FeedbackRow): FeedbackItem => ({
    id: row.id,
    feedbackType: isFeedbackType(row.feedbackType) ? row.feedbackType : 'general',
    subject: row.subject,
    message: row.message,
    pageUrl: row.pageUrl,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    user:
      row.userId && row.userEmail
        ? { id: row.userId, email: row.userEmail, fullName: row.userFullName ?? '' }
        : null,
  });
  return keysetPage(rows, options.limit, toItem, (last) =>
    feedbackCursor.encode({ sort: 'newest', key: [last.cursorTime], id: last.id, since: null }),
  );
}
