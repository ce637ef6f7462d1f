import { z } from 'zod';
import type { FeedSort } from '../../../shared/contract/reports';
import { feedSorts } from '../../../shared/contract/reports';
import { badRequest } from '../../errors';

/**
 * A keyset position in the feed: the sort key of the last item seen (as exact text, so microsecond
 * timestamps survive the round trip), its id, and the period start fixed on the first page so that a
 * "last 7 days" list does not shift under the reader while they scroll.
 */
export interface FeedPosition {
  sort: FeedSort;
  /** newest/oldest: [publishedAt]; title: [lower(title)]; creator: [channelKey, creatorId, publishedAt]. */
  key: string[];
  id: string;
  since: string | null;
}

const cursorSchema = z.object({
  v: z.literal(1),
  s: z.enum(feedSorts),
  k: z.array(z.string().max(500)).min(1).max(3),
  i: z.uuid(),
  p: z.string().max(40).nullable(),
});

const keyLengths: Record<FeedSort, number> = { newest: 1, oldest: 1, title: 1, creator: 3 };

export function encodeFeedCursor(position: FeedPosition): string {
  const payload = { v: 1, s: position.sort, k: position.key, i: position.id, p: position.since };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
}

/** Reads a cursor the client sent back; anything malformed, or made for another sort, is a 400. */
export function decodeFeedCursor(cursor: string, sort: FeedSort): FeedPosition {
  let parsed: z.infer<typeof cursorSchema>;
  try {
    parsed = cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw badRequest('validation_error', 'The list position (cursor) is not valid. Reload the list.');
  }
  if (parsed.s !== sort || parsed.k.length !== keyLengths[sort]) {
    throw badRequest(
      'validation_error',
      'The list position (cursor) belongs to another sort order. Reload the list.',
    );
  }
  const timestamps = [
    parsed.p,
    sort === 'newest' || sort === 'oldest' ? parsed.k[0] : null,
    sort === 'creator' ? parsed.k[2] : null,
  ];
  const badTimestamp = timestamps.some((t) => t !== null && t !== undefined && !isTimestamp(t));
  const badCreator = sort === 'creator' && !z.uuid().safeParse(parsed.k[1]).success;
  if (badTimestamp || badCreator) {
    throw badRequest('validation_error', 'The list position (cursor) is not valid. Reload the list.');
  }
  return { sort: parsed.s, key: parsed.k, id: parsed.i, since: parsed.p };
}

const timestampPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
function isTimestamp(value: string): boolean {
  return timestampPattern.test(value) && !Number.isNaN(Date.parse(value));
}
