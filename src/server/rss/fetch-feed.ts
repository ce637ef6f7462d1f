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
  const checked = await checkFeed(feedUrl, { etag: null, lastModified: null }, options);
  if (checked.notModified) throw toAppError(new Error('not modified without validators'), 'feed');
  return checked.preview;
}

/** What a feed's server said about its last answer: sent back so an unchanged feed answers 304. */
export interface FeedValidators {
  etag: string | null;
  lastModified: string | null;
}

export type FeedCheck =
  { notModified: true } | { notModified: false; preview: FeedPreview; validators: FeedValidators };

/**
 * A conditional GET of a feed (If-None-Match, If-Modified-Since): `notModified` when the server answers
 * 304, else the feed listed as `previewFeed` lists it, with the validators to send next time.
 */
export async function checkFeed(
  feedUrl: string,
  validators: FeedValidators,
  options: FeedFetchOptions,
): Promise<FeedCheck> {
  const maxItems = options.maxItems ?? limits.rssMaxItems;
  let items = 0;
  let carry = '';
  const headers: Record<string, string> = {};
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  try {
    const result = await safeFetch(feedUrl, {
      allowPrivateHosts: options.allowPrivateHosts,
      maxBytes: options.maxBytes ?? answerLimits.feed,
      onLimit: 'truncate',
      timeoutMs: options.timeoutMs ?? 15_000,
      accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
      headers,
      // Counted across chunk borders: the tail of one chunk is kept for the next.
      stopWhen: (chunk) => {
        const text = carry + chunk.toString('latin1');
        items += text.split('</item>').length - 1;
        carry = text.slice(-6);
        return items > maxItems;
      },
    });
    // Decoded and read on a parse thread within the budget, never on the request thread.
    const preview = await parseFeedInPool(
      options.parse ?? defaultParseBudget,
      result.body,
      result.contentType,
      {
        feedUrl: result.url,
        maxItems,
        truncated: result.truncated,
      },
    );
    const header = (name: string) => {
      const value = result.headers[name];
      return typeof value === 'string' && value.length <= 500 ? value : null;
    };
    return {
      notModified: false,
      preview,
      validators: { etag: header('etag'), lastModified: header('last-modified') },
    };
  } catch (error) {
    if (
      error instanceof SafeFetchError &&
      error.status === 304 &&
      (validators.etag || validators.lastModified)
    )
      return { notModified: true };
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
