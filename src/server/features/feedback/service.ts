import type { Executor } from '../../db/client';
import { badRequest } from '../../errors';
import type { SessionUser } from '../../auth/current-user';
import {
  feedbackTypes,
  type FeedbackItem,
  type FeedbackList,
  type FeedbackType,
  type SubmitFeedback,
} from '../../../shared/contract/feedback';
import { insertFeedback, listFeedback } from './repository';

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

function encodeCursor(row: { cursorTime: string; id: string }): string {
  return Buffer.from(`${row.cursorTime}|${row.id}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): { cursorTime: string; id: string } {
  const [cursorTime = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(cursorTime) || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw badRequest('validation_error', 'cursor: not a cursor this list returned');
  }
  return { cursorTime, id };
}

const isFeedbackType = (value: string): value is FeedbackType =>
  (feedbackTypes as readonly string[]).includes(value);

/** One page of all feedback for the admins, newest first. */
export async function feedbackPage(
  db: Executor,
  options: { limit: number; cursor?: string | undefined },
): Promise<FeedbackList> {
  const after = options.cursor ? decodeCursor(options.cursor) : undefined;
  // One extra row tells whether another page exists without a count query.
  const rows = await listFeedback(db, { limit: options.limit + 1, after });
  const page = rows.slice(0, options.limit);
  const items: FeedbackItem[] = page.map((row) => ({
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
  }));
  const last = page.at(-1);
  return { items, nextCursor: rows.length > options.limit && last ? encodeCursor(last) : null };
}
