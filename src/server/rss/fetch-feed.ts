import { limits } from '../../shared/constants';
import { AppError } from '../errors';
import { SafeFetchError, safeFetch } from '../net/safe-fetch';
import { decodeEntities } from '../transcripts/cleanup';
import { formatTimestamp } from '../transcripts/timestamps';
import type { TranscriptFormat } from '../transcripts/transcript';
import type { FeedPreview, FeedTranscriptType } from './feed-types';
import { decodeFeed, FeedParseError, parseFeed } from './parse-feed';

export interface FeedFetchOptions {
  allowPrivateHosts: boolean;
  maxBytes?: number;
  maxItems?: number;
  timeoutMs?: number;
}

/** The guarded fetch's failures as API errors: refused addresses and oversized files get their own codes. */
function toAppError(error: unknown, what: 'feed' | 'transcript'): AppError {
  if (error instanceof SafeFetchError) {
    if (error.reason === 'address_refused') return new AppError(422, 'rss_address_refused', error.message);
    if (error.reason === 'too_large')
      return new AppError(422, 'rss_too_large', `The ${what} is too large. ${error.message}`);
    return new AppError(422, 'rss_fetch_failed', `Could not fetch the ${what}: ${error.message}`, {
      cause: error,
    });
  }
  if (error instanceof FeedParseError) return new AppError(422, 'rss_invalid', error.message);
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
      maxBytes: options.maxBytes ?? limits.rssMaxBytes,
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
    return parseFeed(decodeFeed(result.body), { feedUrl: result.url, maxItems, truncated: result.truncated });
  } catch (error) {
    throw toAppError(error, 'feed');
  }
}

/**
 * Downloads a transcript named by a feed (`podcast:transcript`) through the same guard and turns JSON
 * and HTML transcripts into the text format our parser reads.
 */
export async function fetchFeedTranscript(
  url: string,
  type: FeedTranscriptType | null,
  options: FeedFetchOptions,
): Promise<{ content: string; format: TranscriptFormat }> {
  let body: string;
  let contentType: string | undefined;
  try {
    const result = await safeFetch(url, {
      allowPrivateHosts: options.allowPrivateHosts,
      // A transcript of limits.transcriptMaxChars characters, with room for caption timing lines.
      maxBytes: options.maxBytes ?? limits.transcriptMaxChars * 4,
      onLimit: 'fail',
      timeoutMs: options.timeoutMs ?? 15_000,
    });
    body = result.body.toString('utf8');
    contentType = result.contentType;
  } catch (error) {
    throw toAppError(error, 'transcript');
  }
  const kind = type ?? guessType(url, contentType);
  if (kind === 'json') return { content: jsonTranscriptToText(body), format: 'text' };
  if (kind === 'html') return { content: htmlToText(body), format: 'text' };
  return { content: body, format: kind === 'vtt' ? 'vtt' : kind === 'srt' ? 'srt' : 'text' };
}

function guessType(url: string, contentType: string | undefined): FeedTranscriptType {
  const type = (contentType ?? '').toLowerCase();
  if (type.includes('vtt') || url.endsWith('.vtt')) return 'vtt';
  if (type.includes('subrip') || type.includes('srt') || url.endsWith('.srt')) return 'srt';
  if (type.includes('json') || url.endsWith('.json')) return 'json';
  if (type.includes('html') || url.endsWith('.html')) return 'html';
  return 'text';
}

/** The Podcasting 2.0 JSON transcript: segments with speaker, startTime and body, one line per turn. */
function jsonTranscriptToText(body: string): string {
  let segments: { speaker?: unknown; startTime?: unknown; body?: unknown }[];
  try {
    const parsed = JSON.parse(body) as { segments?: unknown };
    if (!Array.isArray(parsed.segments)) throw new Error('no segments');
    segments = parsed.segments as typeof segments;
  } catch {
    throw new AppError(
      422,
      'transcript_invalid',
      'The transcript in the feed is not valid JSON with "segments".',
    );
  }
  const lines: string[] = [];
  let current: { speaker: string; start: number | null; words: string[] } | null = null;
  for (const segment of segments) {
    const speaker = typeof segment.speaker === 'string' ? segment.speaker.trim() : '';
    const text = typeof segment.body === 'string' ? segment.body.trim() : '';
    if (!text) continue;
    if (!current || current.speaker !== speaker) {
      if (current) lines.push(line(current));
      current = {
        speaker,
        start: typeof segment.startTime === 'number' ? segment.startTime : null,
        words: [],
      };
    }
    current.words.push(text);
  }
  if (current) lines.push(line(current));
  return lines.join('\n');
}

function line(turn: { speaker: string; start: number | null; words: string[] }): string {
  const time = turn.start !== null ? `[${formatTimestamp(turn.start)}] ` : '';
  return `${time}${turn.speaker ? `${turn.speaker}: ` : ''}${turn.words.join(' ')}`;
}

function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<\s*(br|\/p|\/div|\/li|\/h\d)\s*\/?>/gi, '\n')
      .replace(/<[^>]*>/g, ' '),
  )
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
