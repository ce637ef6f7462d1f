import { randomUUID } from 'node:crypto';
import { creatorReportMessages, type CreatorReport } from '@shared/contract/creator-reports';
import type { AppDeps } from '../../app-types';
import { fileSize } from './file-size';
import { AppError, badRequest, notFound, ruleBroken } from '../../errors';
import { FileTooLargeError } from '../../storage/file-storage';
import { deleteReportAudio, lockOwnReport, replaceReportAudio } from './audio-repository';
import { AUDIO_SNIFF_BYTES, sniffAudio } from './audio-check';
import { readAudioDuration } from './audio-duration';
import { updateCreatorReport } from './repository';
import { getCreatorReport, loadOwn, refuse, transitions } from './service';
import { startTranscription, tooLargeForTranscription } from './transcription-service';
import { canSplit } from './transcription-split';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'config' | 'storage'>;

export const audioTooLarge = (maxBytes: number, bytes?: number) =>
  new AppError(
    413,
    'audio_too_large',
    `${bytes ? `The audio file is ${fileSize(bytes)}; the` : 'The audio file is too large. The'} largest allowed is ${fileSize(maxBytes)}. Upload a compressed file (MP3, M4A or Opus at a podcast bit rate), or give the episode's audio address instead.`,
  );

const isEditable = (status: string) => (transitions.edit as readonly string[]).includes(status);

/**
 * The checks an upload passes before a byte of its body is read (the route's onRequest hook): the report
 * is the creator's (else 404, as for a report that does not exist) and its audio may change now.
 */
export async function checkAudioUploadAllowed(
  deps: Deps,
  creatorId: string,
  reportId: string,
  options: { transcribe: boolean },
): Promise<void> {
  const current = await loadOwn(deps, creatorId, reportId);
  if (!isEditable(current.status)) throw refuse('edit', current.status);
  if (!options.transcribe) return;
  // An upload to be transcribed is refused before it is sent when it could not be transcribed.
  const service = deps.config.transcribe;
  if (!service) throw ruleBroken('transcription_unavailable', creatorReportMessages.transcriptionUnavailable);
  if (!(transitions.generate as readonly string[]).includes(current.status))
    throw refuse('generate', current.status);
  // MP3 and WAV over the service's limit are sent in parts (ADR 220); what cannot be is refused once its
  // first bytes say what it is, in storeAudio, so a declared length alone refuses nothing here.
}

/** The first `size` bytes of the stream (fewer if it is shorter), and the stream from there on. */
async function splitHead(
  body: AsyncIterable<Uint8Array>,
  size: number,
): Promise<{ head: Buffer; whole: AsyncIterable<Uint8Array> }> {
  const chunks = body[Symbol.asyncIterator]();
  const read: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const next = await chunks.next();
    if (next.done) break;
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    read.push(chunk);
    length += chunk.length;
  }
  async function* whole(): AsyncGenerator<Uint8Array> {
    yield* read;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  return { head: Buffer.concat(read).subarray(0, size), whole: whole() };
}

/**
 * Stores the episode's audio privately, streamed from the request: the type comes from the first bytes
 * (never the name or the declared type), the rest goes to storage as it arrives and the read stops at
 * AUDIO_MAX_BYTES (or the transcription service's limit, when it is to be transcribed and is of a kind that
 * cannot be sent in parts). The file gets a fresh key so a cached old file is never served. Its own length is read
 * back from the stored file and becomes the episode's length (ADR 199): the feed's metadata is often a
 * rounded or stale figure. The row is replaced in one transaction holding the report's lock, so of
 * concurrent uploads exactly one file stays referenced; each replaced file is deleted after the commit,
 * and a failed upload leaves no file behind.
 */
async function storeAudio(
  deps: Deps,
  creatorId: string,
  reportId: string,
  body: AsyncIterable<Uint8Array>,
  transcribe: boolean,
): Promise<void> {
  const { head, whole } = await splitHead(body, AUDIO_SNIFF_BYTES);
  if (head.length === 0) throw badRequest('audio_invalid', 'The uploaded file is empty.');
  const sniffed = await sniffAudio(head);
  if (!sniffed) throw badRequest('audio_invalid', creatorReportMessages.audioInvalid);
  // Audio to be transcribed that cannot be sent in parts (ADR 220) must fit what the service takes.
  const service = transcribe && !canSplit(sniffed.type) ? deps.config.transcribe : undefined;
  const maxBytes = Math.min(deps.config.audioMaxBytes, service?.maxBytes ?? Infinity);
  const tooLarge = () =>
    service && service.maxBytes < deps.config.audioMaxBytes
      ? new AppError(413, 'audio_too_large', tooLargeForTranscription(null, service.maxBytes))
      : audioTooLarge(maxBytes);
  const key = `audio/${reportId}/${randomUUID()}.${sniffed.extension}`;
  let bytes: number;
  try {
    bytes = await deps.storage.putStream(key, whole, sniffed.type, maxBytes);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw tooLarge();
    throw error;
  }
  let replaced: string | null;
  try {
    const durationSeconds = await readAudioDuration(deps.storage, key, sniffed.type);
    replaced = await deps.db.transaction(async (tx) => {
      const report = await lockOwnReport(tx, creatorId, reportId);
      if (!report) throw notFound('report_not_found', creatorReportMessages.notFound);
      if (!isEditable(report.status)) throw refuse('edit', report.status);
      const now = deps.clock.now();
      if (durationSeconds !== null && durationSeconds !== report.episodeDurationSeconds) {
        await updateCreatorReport(
          tx,
          { creatorId, reportId, fromStatuses: transitions.edit },
          { episodeDurationSeconds: durationSeconds },
          now,
        );
      }
      return replaceReportAudio(
        tx,
        { reportId, storageKey: key, mimeType: sniffed.type, bytes, durationSeconds },
        now,
      );
    });
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
  // A file left behind is only wasted space (the orphan-file sweep removes it), never a failed upload.
  if (replaced) await deps.storage.delete(replaced).catch(() => undefined);
}

/** Removes the uploaded audio (the feed's enclosure, if any, is the episode's audio again). */
async function removeAudio(deps: Deps, creatorId: string, reportId: string): Promise<void> {
  const key = await deps.db.transaction(async (tx) => {
    const report = await lockOwnReport(tx, creatorId, reportId);
    if (!report) throw notFound('report_not_found', creatorReportMessages.notFound);
    if (!isEditable(report.status)) throw refuse('edit', report.status);
    return deleteReportAudio(tx, reportId);
  });
  if (key) await deps.storage.delete(key).catch(() => undefined);
}

/**
 * Stores the episode's audio; with `transcribe`, then starts turning it into a transcript, after which
 * the report is generated (the path of an episode added with its audio alone).
 */
export async function uploadReportAudio(
  deps: Deps,
  creatorId: string,
  reportId: string,
  body: AsyncIterable<Uint8Array>,
  options: { transcribe: boolean } = { transcribe: false },
): Promise<CreatorReport> {
  await storeAudio(deps, creatorId, reportId, body, options.transcribe);
  if (options.transcribe) return startTranscription(deps, creatorId, reportId);
  return getCreatorReport(deps, creatorId, reportId);
}

export async function deleteReportAudioFile(
  deps: Deps,
  creatorId: string,
  reportId: string,
): Promise<CreatorReport> {
  await removeAudio(deps, creatorId, reportId);
  return getCreatorReport(deps, creatorId, reportId);
}
