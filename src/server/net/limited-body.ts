import { limits } from '@shared/constants';

const KB = 1024;
const MB = 1024 * KB;

/**
 * Bytes of an answer from outside read at most, by kind. Each answer is streamed and the stream is
 * cancelled at its limit, so a server that answers with hundreds of megabytes (or never stops) costs at
 * most this much memory; a declared Content-Length over the limit is refused before anything is read.
 */
export const answerLimits = {
  /**
   * A language model's chat completion. A report or one part's notes is a few kilobytes of JSON; even a
   * model that writes its whole output window (tens of thousands of tokens) and has every character
   * escaped stays under 1 MB, so 4 MB leaves room without letting a broken endpoint fill the memory.
   */
  modelAnswer: 4 * MB,
  /**
   * A transcription service's `verbose_json`: the transcript's text twice (whole and in segments), each
   * character up to 6 bytes when JSON-escaped, plus each segment's timing and token fields. Sixteen bytes
   * per character of speech of the longest transcript we store (limits.transcriptMaxChars) covers that.
   */
  transcriptionAnswer: limits.transcriptMaxChars * 16,
  /** A transcript linked from a feed: the largest transcript file a creator may upload (ADR 207). */
  linkedTranscript: limits.transcriptMaxBytes,
  /** Podcasting 2.0 JSON chapters: a few hundred chapters are a few tens of kilobytes. */
  chapters: 1 * MB,
  /** A podcast feed: read up to this much, and what arrived is listed (big, old feeds stay usable). */
  feed: limits.rssMaxBytes,
  /** A YouTube Data API channel list or search: at most five channels' snippets, a few kilobytes. */
  youtubeAnswer: 1 * MB,
  /**
   * An error answer (non-2xx): only its start is kept for the operator (a message of a few hundred
   * characters), so the rest is never read.
   */
  errorBody: 16 * KB,
} as const;

/** "4 MB", "7.6 MB", "16 KB", "300 bytes": a limit as the creator and the operator read it. */
export function formatBytes(bytes: number): string {
  const round = (value: number) => value.toLocaleString('en', { maximumFractionDigits: 1 });
  if (bytes >= MB) return `${round(bytes / MB)} MB`;
  if (bytes >= KB) return `${round(bytes / KB)} KB`;
  return `${bytes} bytes`;
}

/** An answer from outside that is larger than its limit; the message names what and the limit. */
export class AnswerTooLargeError extends Error {
  constructor(
    /** What was read, as the message starts: "the model's answer". */
    readonly what: string,
    readonly limitBytes: number,
    /** The Content-Length the server declared, when that alone was over the limit. */
    readonly declaredBytes: number | null,
  ) {
    super(`${what.charAt(0).toUpperCase()}${what.slice(1)} was larger than ${formatBytes(limitBytes)}.`);
    this.name = 'AnswerTooLargeError';
  }
}

export interface LimitedReadOptions {
  maxBytes: number;
  /** What is read, for the error: "the model's answer". */
  what: string;
}

/** The Content-Length header as a number, or null when it is missing or not a plain number. */
export function declaredLength(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/**
 * A fetch answer's body as bytes, at most `maxBytes`: a larger declared Content-Length is refused before
 * reading, and a body that grows past the limit is cancelled there (the connection is closed). Either
 * way an AnswerTooLargeError says so.
 */
export async function readBytesWithin(response: Response, options: LimitedReadOptions): Promise<Uint8Array> {
  const declared = declaredLength(response.headers.get('content-length'));
  if (declared !== null && declared > options.maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new AnswerTooLargeError(options.what, options.maxBytes, declared);
  }
  const { bytes, overLimit } = await collect(response.body, options.maxBytes);
  if (overLimit) throw new AnswerTooLargeError(options.what, options.maxBytes, null);
  return bytes;
}

/** The body as UTF-8 text (a byte order mark dropped, as `Response.text()` does), at most `maxBytes`. */
export async function readTextWithin(response: Response, options: LimitedReadOptions): Promise<string> {
  return new TextDecoder().decode(await readBytesWithin(response, options));
}

/** The body parsed as JSON, at most `maxBytes`; a body that is not JSON throws the parser's SyntaxError. */
export async function readJsonWithin(response: Response, options: LimitedReadOptions): Promise<unknown> {
  return JSON.parse(await readTextWithin(response, options)) as unknown;
}

/**
 * The start of an error answer (at most `maxBytes`, the rest never read) as text; empty when the body
 * cannot be read. Never throws: an error body only adds detail to a failure that is already known.
 */
export async function readErrorExcerpt(
  response: Response,
  maxBytes: number = answerLimits.errorBody,
): Promise<string> {
  try {
    const { bytes } = await collect(response.body, maxBytes);
    // A character cut at the limit decodes as U+FFFD; the excerpt is for reading, not parsing.
    return new TextDecoder().decode(bytes);
  } catch {
    return '';
  }
}

/**
 * Reads the stream until it ends or would pass `maxBytes`; at the limit, keeps what fits and cancels the
 * stream. `overLimit` says the body had more.
 */
async function collect(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<{ bytes: Uint8Array; overLimit: boolean }> {
  if (!body) return { bytes: new Uint8Array(0), overLimit: false };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let overLimit = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (size + value.byteLength > maxBytes) {
        chunks.push(value.subarray(0, maxBytes - size));
        size = maxBytes;
        overLimit = true;
        break;
      }
      chunks.push(value);
      size += value.byteLength;
    }
  } catch (error) {
    void reader.cancel().catch(() => undefined);
    throw error;
  }
  // Cancelling closes the connection: the server's further bytes are never received.
  if (overLimit) void reader.cancel().catch(() => undefined);
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes, overLimit };
}
