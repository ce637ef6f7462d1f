import type { AppDeps } from '../../app-types';
import { keysetPage } from '../../db/keyset-page';
import { cursorKey, listCursor } from '../../db/list-cursor';
import type { SessionUser } from '../../auth/current-user';
import { notFound } from '../../errors';
import {
  feedbackStatuses,
  feedbackTypes,
  type FeedbackItem,
  type FeedbackList,
  type FeedbackStatus,
  type FeedbackType,
  type SubmitFeedback,
} from '@shared/contract/feedback';
import {
  countNewFeedback,
  insertFeedback,
  listFeedback,
  updateFeedbackStatus,
  type FeedbackRow,
} from './repository';

/** Per signed-in user: enough for anyone with something to say, too few to flood the admins' inbox. */
export const feedbackRateLimit = { max: 10, timeWindowMs: 60 * 60_000 } as const;

/** Browsers send user agents of a few hundred characters; anything longer is noise, not information. */
const userAgentMaxChars = 512;

/** Stores one piece of feedback from a signed-in user. The input is already validated and trimmed. */
export async function submitFeedback(
  { db }: Pick<AppDeps, 'db'>,
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
const isFeedbackStatus = (value: string): value is FeedbackStatus =>
  (feedbackStatuses as readonly string[]).includes(value);

function toItem(row: FeedbackRow): FeedbackItem {
  return {
    id: row.id,
    feedbackType: isFeedbackType(row.feedbackType) ? row.feedbackType : 'general',
    // The column's check allows only these; the fallback keeps the answer valid whatever happens.
    status: isFeedbackStatus(row.status) ? row.status : 'new',
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    subject: row.subject,
    message: row.message,
    pageUrl: row.pageUrl,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    user:
      row.userId && row.userEmail
        ? { id: row.userId, email: row.userEmail, fullName: row.userFullName ?? '' }
        : null,
  };
}

/**
 * One page of all feedback (or of one type, or one status) for the admins, newest first, with how much
 * feedback is new in all (docs/product.md#admin-area).
 */
export async function feedbackPage(
  { db }: Pick<AppDeps, 'db'>,
  options: {
    limit: number;
    cursor?: string | undefined;
    feedbackType?: FeedbackType | undefined;
    status?: FeedbackStatus | undefined;
  },
): Promise<FeedbackList> {
  const after = options.cursor ? feedbackCursor.decode(options.cursor, 'newest') : undefined;
  // One extra row tells whether another page exists without a count query.
  const [rows, newCount] = await Promise.all([
    listFeedback(db, {
      limit: options.limit + 1,
      after,
      feedbackType: options.feedbackType,
      status: options.status,
    }),
    countNewFeedback(db),
  ]);
  const page = keysetPage(rows, options.limit, toItem, (last) =>
    feedbackCursor.encode({ sort: 'newest', key: [last.cursorTime], id: last.id, since: null }),
  );
  return { ...page, newCount };
}

/** An administrator moves a piece of feedback to another status; 404 `feedback_not_found` for an unknown id. */
export async function setFeedbackStatus(
  { db }: Pick<AppDeps, 'db'>,
  id: string,
  status: FeedbackStatus,
  now: Date,
): Promise<FeedbackItem> {
  const row = await updateFeedbackStatus(db, id, status, now);
  if (!row) throw notFound('feedback_not_found', 'No feedback has this id');
  return toItem(row);
}
