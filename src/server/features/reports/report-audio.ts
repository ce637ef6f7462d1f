import type { ReportAudio } from '@shared/contract/reports';
import { storage as storageConstants } from '@shared/constants';
import { episodeAudioPath } from '../../audio-proxy/episode-audio';
import type { FileStorage } from '../../storage/file-storage';
import type { ReportRow } from './repository';

/**
 * The episode's audio for a reader who may read the report: the uploaded file behind a signed link
 * (served with range requests), else the feed's enclosure through the app (ADR 200: any scheme plays, and
 * the podcast host never sees the reader), else nothing.
 */
export async function readerAudio(
  files: FileStorage,
  report: ReportRow,
  now: Date,
): Promise<ReportAudio | null> {
  const durationSeconds = report.episodeDurationSeconds > 0 ? report.episodeDurationSeconds : null;
  if (report.audioKey) {
    // The uploaded file's own length wins over the episode's metadata (ADR 199).
    const fileSeconds = report.audioDurationSeconds ?? durationSeconds;
    const seconds = storageConstants.signedLinkSeconds;
    return {
      url: await files.signedUrl(report.audioKey, { expiresInSeconds: seconds }),
      source: 'upload',
      mimeType: report.audioMimeType,
      durationSeconds: fileSeconds,
      expiresAt: new Date(now.getTime() + seconds * 1000).toISOString(),
    };
  }
  if (report.episodeMediaUrl) {
    const url = episodeAudioPath(report.id);
    return { url, source: 'feed', mimeType: null, durationSeconds, expiresAt: null };
  }
  return null;
}
