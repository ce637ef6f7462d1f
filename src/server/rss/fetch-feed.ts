import { limits } from '@shared/constants';
import { AppError } from '../errors';
import { answerLimits } from '../net/limited-body';
import { SafeFetchError, safeFetch } from '../net/safe-fetch';
import type { TranscriptFormat } from '../transcripts/transcript';
import type { Chapter } from '../db/schema';
import { decodeLinkedText } from './decode-feed';
import { parseFeedChapters } from './feed-chapters';
import type { FeedPreview, FeedTranscriptType } from './feed-types';
import { FeedParseError } from './parse-feed';
import {
  defaultParseBudget,
  ParseBudgetExceeded,
  ParsePoolBusy,
  parseFeedInPool,
  type ParseBudget,
} from '../transcripts/transcript-pool';
import { transcriptType } from './podcast-namespace';

export interface FeedFetchOptions {
  allowPrivateHosts: boolean;
  maxBytes?: number;
  maxItems?: number;
  timeoutMs?: number;
  /** The parse threads' budget for the feed's XML (ADR 166); the defaults when not given. */
  parse?: ParseBudget;
}

/** The guarded fetch's failures as API errors: refused addresses and oversized files get their own codes. */
function toAppError(error: unknown, what: 'feed' | 'transcript' | 'chapters file'): AppError {
  if (error instanceof SafeFetchError) {
    if (error.reason === 'address_refused') return new AppError(422, 'rss_address_refused', error.message);
    if (error.reason === 'too_large')
      return new AppError(422, 'rss_too_large', `The ${what} is too large. ${error.message}`);
    return new AppError(422, 'rss_fetch_failed', `Could not fetch the ${what}: ${error.message}`, {
      cause: error,
    });
  }
  if (error instanceof FeedParseError) return new AppError(422, 'rss_invalid', error.message);
  if (error instanceof ParseBudgetExceeded)
    return new AppError(
      422,
      'rss_invalid',
      `The ${what} is too complex to read: it needs more time or memory than one ${what} may take. Ask your podcast host to check it.`,
    );
  if (error instanceof ParsePoolBusy)
    return new AppError(
      503,
      'service_unavailable',
      'The server is busy reading other files. Try again in a moment.',
      {
        headers: { 'retry-after': '5' },
      },
    );
  if (error instanceof AppError) return error;
  return new AppError(422, 'rss_fetch_failed', `Could not fetch the ${what}.`, { cause: error });
}

/**
 * Lists the episodes of a podcast feed. The download stops once the item limit is passed or the size
 * limit is reached, and what arrived is still listed (`truncated`): big, old feeds stay usable.
 */
export async function previewFeed(feedUrl: string, options: FeedFetchOptions): Promise<FeedPreview> {
  const maxItems = options.maxItems ?? limits.rssMaxItems;
  let items = 0;
  let carry = '';
  try {
    const result = await safeFetch(feedUrl, {
      allowPrivateHosts: options.allowPrivateHosts,
      maxBytes: options.maxBytes ?? answerLimits.feed,
      onLimit: 'truncate',
      timeoutMs: options.timeoutMs ?? 15_000,
      accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
      // Counted across chunk borders: the tail of one chunk is kept for the next.
      stopWhen: (chunk) => {
        const text = carry + chunk.toString('latin1');
        items += text.split('</item>').length - 1;
        carry = text.slice(-6);
        return items > maxItems;
      },
    });
    // Decoded and read on a parse thread within the budget, never on the request thread.
    return await parseFeedInPool(options.parse ?? defaultParseBudget, result.body, result.contentType, {
      feedUrl: result.url,
      maxItems,
      truncated: result.truncated,
    });
  } catch (error) {
    throw toAppError(error, 'feed');
  }
}

/**
 * Downloads a transcript named by a feed (`podcast:transcript`) through the same guard. The content is
 * handed on as it is, with its declared (or guessed) format: the transcript normaliser reads all of them.
 */
export async function fetchFeedTranscript(
  url: string,
  type: FeedTranscriptType | null,
  options: FeedFetchOptions,
): Promise<{ content: string; format: TranscriptFormat }> {
  try {
    const result = await safeFetch(url, {
      allowPrivateHosts: options.allowPrivateHosts,
      maxBytes: options.maxBytes ?? answerLimits.linkedTranscript,
      onLimit: 'fail',
      timeoutMs: options.timeoutMs ?? 15_000,
    });
    return {
      content: decodeLinkedText(result.body, result.contentType),
      format: type ?? transcriptType(result.contentType ?? '', url) ?? 'text',
    };
  } catch (error) {
    throw toAppError(error, 'transcript');
  }
}

/**
 * Downloads an episode's JSON chapters (`podcast:chapters`) through the same guard, with a smaller size
 * limit. Null when the file is not JSON chapters or has none.
 */
export async function fetchFeedChapters(url: string, options: FeedFetchOptions): Promise<Chapter[] | null> {
  let body: string;
  try {
    const result = await safeFetch(url, {
      allowPrivateHosts: options.allowPrivateHosts,
      maxBytes: options.maxBytes ?? answerLimits.chapters,
      onLimit: 'fail',
      timeoutMs: options.timeoutMs ?? 15_000,
      accept: 'application/json+chapters, application/json;q=0.9, */*;q=0.5',
    });
    body = decodeLinkedText(result.body, result.contentType);
  } catch (error) {
    throw toAppError(error, 'chapters file');
  }
  const chapters = parseFeedChapters(body);
  return chapters && chapters.length > 0 ? chapters : null;
}
