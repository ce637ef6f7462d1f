import { AppError } from '../errors';
import { parseOpml, type OpmlOutline } from '../rss/opml';
import { decodeFeed } from '../rss/decode-feed';
import { FeedParseError, parseFeed } from '../rss/parse-feed';
import type { FeedPreview } from '../rss/feed-types';
import { parseTranscript } from './parse-transcript';
import { TranscriptError, type ParsedTranscript, type TranscriptFormat } from './transcript';

/**
 * The parse pool's worker (transcript-pool.ts): one untrusted document per task, read off the request
 * thread. The task's first act is to write when it started into the shared clock, so the pool measures
 * the time budget from the start of the parse, not from when it was queued.
 */
export type ParseTask =
  | { kind: 'transcript'; started: SharedArrayBuffer; content: string; format: TranscriptFormat }
  | {
      kind: 'feed';
      started: SharedArrayBuffer;
      body: Uint8Array;
      contentType: string | undefined;
      options: { feedUrl: string; maxItems: number; truncated: boolean };
    }
  | { kind: 'opml'; started: SharedArrayBuffer; bytes: Uint8Array };

/** An OPML file's refusal as the API answers it (an AppError's fields: the class stays on the thread). */
export interface OpmlRefusal {
  status: number;
  code: AppError['code'];
  message: string;
  details: Record<string, unknown> | undefined;
}

/**
 * Errors lose their class on the way back from a thread, so a refusal the parser means (an unreadable
 * transcript or feed) comes back as a value; anything thrown is a fault of the worker itself.
 */
export type ParseOutcome =
  | { ok: true; kind: 'transcript'; parsed: ParsedTranscript }
  | { ok: true; kind: 'feed'; feed: FeedPreview }
  | { ok: true; kind: 'opml'; outlines: OpmlOutline[] }
  | { ok: false; refused: 'transcript' | 'feed'; message: string }
  | { ok: false; refused: 'opml'; message: string; error: OpmlRefusal };

export default function parseInWorker(task: ParseTask): ParseOutcome {
  new Float64Array(task.started)[0] = Date.now();
  try {
    if (task.kind === 'transcript') {
      return { ok: true, kind: 'transcript', parsed: parseTranscript(task.content, task.format) };
    }
    if (task.kind === 'opml') return { ok: true, kind: 'opml', outlines: parseOpml(task.bytes) };
    const xml = decodeFeed(task.body, { contentType: task.contentType });
    return { ok: true, kind: 'feed', feed: parseFeed(xml, task.options) };
  } catch (error) {
    if (error instanceof TranscriptError) return { ok: false, refused: 'transcript', message: error.message };
    if (error instanceof FeedParseError) return { ok: false, refused: 'feed', message: error.message };
    if (error instanceof AppError && task.kind === 'opml') {
      const { status, code, message, details } = error;
      return { ok: false, refused: 'opml', message, error: { status, code, message, details } };
    }
    throw error;
  }
}
