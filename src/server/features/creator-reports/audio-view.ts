import type { CreatorReport } from '@shared/contract/creator-reports';
import type { AppDeps } from '../../app-types';
import { episodeAudioPath } from '../../audio-proxy/episode-audio';
import { findReportAudio } from './audio-repository';
import type { ReportRow } from './repository';

/**
 * The audio as the creator's editor shows it: the uploaded file, else the feed's enclosure through the
 * app (ADR 200), else none.
 */
export async function creatorAudio(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  row: ReportRow,
): Promise<CreatorReport['audio']> {
  const uploaded = await findReportAudio(deps.db, row.id);
  if (uploaded) {
    return {
      source: 'upload',
      url: await deps.storage.signedUrl(uploaded.storageKey),
      mimeType: uploaded.mimeType,
      bytes: uploaded.bytes,
      durationSeconds: uploaded.durationSeconds,
    };
  }
  return row.episodeMediaUrl
    ? { source: 'feed', url: episodeAudioPath(row.id), mimeType: null, bytes: null, durationSeconds: null }
    : null;
}
