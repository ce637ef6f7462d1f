import { randomUUID } from 'node:crypto';
import { creatorReportMessages, type CreatorReport } from '../../../shared/contract/creator-reports';
import type { AppDeps } from '../../app-types';
import { fileSize } from './file-size';
import { AppError, badRequest } from '../../errors';
import { deleteReportAudio, replaceReportAudio } from './audio-repository';
import { sniffAudio } from './audio-check';
import { getCreatorReport, loadOwn, refuse, transitions } from './service';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'config' | 'storage'>;

export const audioTooLarge = (maxBytes: number, bytes?: number) =>
  new AppError(
    413,
    'audio_too_large',
    `${bytes ? `The audio file is ${fileSize(bytes)}; the` : 'The audio file is too large. The'} largest allowed is ${fileSize(maxBytes)}. Upload a compressed file (MP3, M4A or Opus at a podcast bit rate), or give the episode's audio address instead.`,
  );

/**
 * Stores the episode's audio privately. The type comes from the bytes (never the name or the declared
 * type); the file gets a fresh key so a cached old file is never served, and the previous one is removed.
 */
async function storeAudio(deps: Deps, reportId: string, bytes: Uint8Array): Promise<void> {
  if (bytes.length === 0) throw badRequest('audio_invalid', 'The uploaded file is empty.');
  if (bytes.length > deps.config.audioMaxBytes) throw audioTooLarge(deps.config.audioMaxBytes, bytes.length);
  const sniffed = await sniffAudio(bytes);
  if (!sniffed) throw badRequest('audio_invalid', creatorReportMessages.audioInvalid);
  const key = `audio/${reportId}/${randomUUID()}.${sniffed.extension}`;
  await deps.storage.put(key, bytes, sniffed.type);
  let replaced: string | null;
  try {
    replaced = await replaceReportAudio(
      deps.db,
      { reportId, storageKey: key, mimeType: sniffed.type, bytes: bytes.length },
      deps.clock.now(),
    );
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
  if (replaced) await deps.storage.delete(replaced).catch(() => undefined);
}

/** Removes the uploaded audio (the feed's enclosure, if any, is the episode's audio again). */
async function removeAudio(deps: Deps, reportId: string): Promise<void> {
  const key = await deleteReportAudio(deps.db, reportId);
  if (key) await deps.storage.delete(key).catch(() => undefined);
}

/** The audio of a report may change whenever its text may: never while it is being generated or transcribed. */
async function loadEditable(deps: Deps, creatorId: string, reportId: string) {
  const current = await loadOwn(deps, creatorId, reportId);
  if (!(transitions.edit as readonly string[]).includes(current.status)) throw refuse('edit', current.status);
  return current;
}

export async function uploadReportAudio(
  deps: Deps,
  creatorId: string,
  reportId: string,
  bytes: Uint8Array,
): Promise<CreatorReport> {
  await loadEditable(deps, creatorId, reportId);
  await storeAudio(deps, reportId, bytes);
  return getCreatorReport(deps, creatorId, reportId);
}

export async function deleteReportAudioFile(
  deps: Deps,
  creatorId: string,
  reportId: string,
): Promise<CreatorReport> {
  await loadEditable(deps, creatorId, reportId);
  await removeAudio(deps, reportId);
  return getCreatorReport(deps, creatorId, reportId);
}
