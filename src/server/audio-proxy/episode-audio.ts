import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import type { AppDeps } from '../app-types';
import { AppError } from '../errors';
import { formatBytes } from '../net/limited-body';
import { SafeFetchError, safeOpen } from '../net/safe-fetch';
import { FileTooLargeError, limitBytes, type ByteRange } from '../storage/file-storage';
import type { StreamSlots } from './stream-slots';
import { withinBudget, type UpstreamBudget } from './upstream-budget';

/**
 * A feed's episode audio served through the app (ADR 200). The reader's browser asks the app, never the
 * podcast host: the host sees the app's address and User-Agent, and the page's CSP needs no other origin
 * for media, whatever the enclosure's scheme. The first request of an episode is passed on from the
 * host as it arrives (its Range forwarded) while a full copy is written to storage beside it; every
 * later request, ranges included, is answered from that copy. Copies live `cacheDays` after they were
 * written (the daily orphan-file sweep removes older ones), and no file over the configured size is
 * passed on or kept. Streams are bounded (ADR 222): per user and per report at once, and every stream
 * from a host within a minimum rate and a total time.
 */

/** Where the copies live: `episode-audio/<report>/<hash of the enclosure URL>`. */
export const episodeAudioPrefix = 'episode-audio/';
/** How long a kept copy lives after it was written. */
export const episodeAudioCacheDays = 7;
/** Requests of the audio route per reader and minute: a player asks a few ranges per seek. */
export const episodeAudioRequestsPerMinute = 240;

/** The User-Agent the app sends to podcast hosts: its own, never the reader's. */
const userAgent = 'Podbrief/0.7 (+episode audio)';
/** How long the host may stay silent before it answers, and between two parts of the body. */
const idleTimeoutMs = 20_000;
/** A failed copy is not tried again for this long (each play would otherwise download it again). */
const retryAfterFailureMs = 10 * 60_000;
/**
 * Copies written at once in a process. Each holds a connection to a host for as long as its budget
 * allows; past this many, a play is still passed on but starts no copy until one ends.
 */
const maxCopiesAtOnce = 16;
/** Stored files never run as part of our site. */
const fileCsp = "default-src 'none'; sandbox";

/** Audio types by the enclosure's file extension, for hosts that answer with a generic type. */
const typeByExtension: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  m4b: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  flac: 'audio/flac',
};
const genericTypes = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

/** The episode whose enclosure is served. */
export interface EpisodeAudioSource {
  reportId: string;
  mediaUrl: string;
}

type Deps = Pick<AppDeps, 'config' | 'storage'>;

/** Copies being written in this process, by key: one download per episode at a time. */
const filling = new Set<string>();
/** Copies that failed lately, by key, until when they are not tried again. */
const failed = new Map<string, number>();

/** The budget of every stream from a podcast host, from the configuration. */
function upstreamBudget(deps: Deps): UpstreamBudget {
  const { minBytesPerSecond, rateWindowMs, upstreamMaxMs } = deps.config.episodeAudioStreams;
  return { minBytesPerSecond, rateWindowMs, maxMs: upstreamMaxMs };
}

/** The app's own address of an episode's enclosure, for the reader's player and the creator's editor. */
export function episodeAudioPath(reportId: string): string {
  return `/api/reports/${reportId}/audio`;
}

/** The storage key of an enclosure's copy: a changed enclosure URL is a different file. */
export function episodeAudioKey(source: EpisodeAudioSource): string {
  const hash = createHash('sha256').update(source.mediaUrl).digest('hex').slice(0, 40);
  return `${episodeAudioPrefix}${source.reportId}/${hash}`;
}

const unavailable = (message: string) => new AppError(502, 'episode_audio_unavailable', message);
const notAudio = () =>
  new AppError(422, 'episode_audio_not_audio', "The episode's file at its podcast host is not audio.");
const tooLarge = (maxBytes: number) =>
  new AppError(
    422,
    'episode_audio_too_large',
    `The episode's audio is larger than ${formatBytes(maxBytes)}, the most this server passes on.`,
  );

/** The host's failures as API errors; the reader learns what went wrong, never the host's answer. */
function upstreamError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof SafeFetchError) {
    if (error.reason === 'address_refused')
      return new AppError(422, 'episode_audio_address_refused', error.message);
    return unavailable(`The episode's audio could not be fetched from its podcast host: ${error.message}`);
  }
  return unavailable("The episode's audio could not be fetched from its podcast host.");
}

/**
 * The audio type to serve the host's answer as, or null when it is not audio: an `audio/*` type as it
 * is, a generic one (or none) by the file's extension.
 */
function audioTypeOf(contentType: string | undefined, url: string): string | null {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (/^audio\/[a-z0-9.+-]{1,64}$/.test(type)) return type;
  if (!genericTypes.has(type)) return null;
  const extension = /\.([a-z0-9]{1,5})$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  return (extension && typeByExtension[extension]) ?? null;
}

/** A single `bytes=` range as the reader sent it, or null (several ranges get the whole file). */
function singleRange(header: string | undefined): string | null {
  return header && /^bytes=(\d{1,15}-\d{0,15}|-\d{1,15})$/.test(header.trim()) ? header.trim() : null;
}

/** The file's whole size from a `Content-Range: bytes a-b/size` header, when given. */
function totalSize(contentRange: string | undefined): number | null {
  const match = /\/(\d{1,15})$/.exec(contentRange ?? '');
  return match ? Number(match[1]) : null;
}

/** GET of the enclosure with the app's own headers: nothing of the reader's request is passed on. */
function openUpstream(deps: Deps, url: string, range: string | null) {
  return safeOpen(url, {
    allowPrivateHosts: deps.config.rssAllowPrivateHosts,
    idleTimeoutMs,
    headers: {
      accept: 'audio/*, */*;q=0.1',
      'accept-encoding': 'identity',
      'user-agent': userAgent,
      ...(range ? { range } : {}),
    },
  });
}

/**
 * Answers a GET of an episode's enclosure (access already checked, the user's place taken): from the
 * kept copy when there is one, else passed on from the podcast host, starting a copy, once the report
 * has a place for one more stream from its host.
 */
export async function sendEpisodeAudio(
  deps: Deps,
  slots: StreamSlots,
  request: FastifyRequest,
  reply: FastifyReply,
  source: EpisodeAudioSource,
): Promise<FastifyReply> {
  const key = episodeAudioKey(source);
  void reply
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', fileCsp)
    .header('cache-control', 'private, max-age=3600');
  const kept = await deps.storage.info(key);
  if (kept) return sendKept(deps, request, reply, key, kept.size);
  slots.takeReport(source.reportId, reply);
  return passOn(deps, request, reply, key, source.mediaUrl);
}

/** The kept copy, or the one byte range asked for (206; 416 past its end). */
async function sendKept(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  size: number,
): Promise<FastifyReply> {
  let range: ByteRange | undefined;
  const header = request.headers.range;
  if (header) {
    const ranges = parseRange(size, header, { combine: true });
    if (ranges === -1) return rangeNotSatisfiable(reply, size);
    if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1 && ranges[0]) range = ranges[0];
  }
  const file = await deps.storage.get(key, range);
  if (!file) throw unavailable("The episode's audio is not available right now. Try again in a moment.");
  void reply.type(file.contentType).header('accept-ranges', 'bytes');
  if (range)
    void reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.start + file.size - 1}/${size}`);
  if (file.size > 0) void reply.header('content-length', String(file.size));
  return reply.send(file.body);
}

function rangeNotSatisfiable(reply: FastifyReply, size: number | null): FastifyReply {
  return reply
    .status(416)
    .header('content-range', `bytes */${size ?? '*'}`)
    .header('accept-ranges', 'bytes')
    .type('application/json')
    .send({
      error: {
        code: 'range_not_satisfiable',
        message:
          size === null
            ? 'The range asked for lies outside the audio.'
            : `The audio has ${size} bytes; the range asked for lies outside it.`,
      },
    });
}

/**
 * Not kept yet: the reader's range (if one) is asked of the host and its answer passed on as it arrives,
 * within the size limit; an answer that is audio and fits starts the copy.
 */
async function passOn(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  mediaUrl: string,
): Promise<FastifyReply> {
  const maxBytes = deps.config.episodeAudioMaxBytes;
  let upstream: { url: string; response: IncomingMessage };
  try {
    upstream = await openUpstream(deps, mediaUrl, singleRange(request.headers.range));
  } catch (error) {
    throw upstreamError(error);
  }
  const { response } = upstream;
  const status = response.statusCode ?? 0;
  try {
    if (status === 416) {
      response.destroy();
      return rangeNotSatisfiable(reply, totalSize(response.headers['content-range']));
    }
    if (status !== 200 && status !== 206)
      throw unavailable(`The episode's podcast host answered HTTP ${status}.`);
    const type = audioTypeOf(response.headers['content-type'], upstream.url);
    if (!type) throw notAudio();
    const length = Number(response.headers['content-length']);
    const size = status === 206 ? totalSize(response.headers['content-range']) : length;
    if ((size !== null && size > maxBytes) || length > maxBytes) throw tooLarge(maxBytes);
    startCopy(deps, key, mediaUrl, request.log);
    void reply
      .status(status)
      .type(type)
      .header(
        'accept-ranges',
        status === 206 || response.headers['accept-ranges'] === 'bytes' ? 'bytes' : 'none',
      );
    if (status === 206 && response.headers['content-range'])
      void reply.header('content-range', response.headers['content-range']);
    if (Number.isSafeInteger(length) && length >= 0) void reply.header('content-length', String(length));
    // Past the limit (a host that declared no length), below the minimum rate or past the total time
    // the stream ends with an error: the reader's connection is cut rather than fed without end.
    return reply.send(Readable.from(limitBytes(withinBudget(response, upstreamBudget(deps)), maxBytes)));
  } catch (error) {
    response.destroy();
    throw error;
  }
}

/** Writes the whole enclosure to storage in the background, once per key at a time in this process. */
function startCopy(deps: Deps, key: string, mediaUrl: string, log: FastifyBaseLogger): void {
  const failedUntil = failed.get(key);
  if (filling.has(key) || (failedUntil !== undefined && failedUntil > Date.now())) return;
  if (filling.size >= maxCopiesAtOnce) return;
  failed.delete(key);
  filling.add(key);
  void copyEnclosure(deps, key, mediaUrl)
    .catch((error: unknown) => {
      failed.set(key, Date.now() + retryAfterFailureMs);
      const reason = error instanceof FileTooLargeError ? 'too large' : String(error);
      log.warn({ key, reason }, 'episode audio not kept');
    })
    .finally(() => filling.delete(key));
}

/** Resolves once the copy is written (or there was nothing to copy); rejects on a failure. */
async function copyEnclosure(deps: Deps, key: string, mediaUrl: string): Promise<void> {
  if (await deps.storage.info(key)) return;
  const maxBytes = deps.config.episodeAudioMaxBytes;
  const { url, response } = await openUpstream(deps, mediaUrl, null);
  try {
    if (response.statusCode !== 200) throw new Error(`the host answered HTTP ${response.statusCode}`);
    const type = audioTypeOf(response.headers['content-type'], url);
    if (!type) throw new Error('the host answered with a file that is not audio');
    if (Number(response.headers['content-length']) > maxBytes) throw new FileTooLargeError(maxBytes);
    await deps.storage.putStream(key, withinBudget(response, upstreamBudget(deps)), type, maxBytes);
  } finally {
    response.destroy();
  }
}
