import type { CreatorReport } from '@shared/contract/creator-reports';
import type { AppDeps } from '../../app-types';
import { findReportAudio } from './audio-repository';
import type { ReportRow } from './repository';

/** The audio as the creator's editor shows it: the uploaded file, else the feed's enclosure, else none. */
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
    ? { source: 'feed', url: row.episodeMediaUrl, mimeType: null, bytes: null, durationSeconds: null }
    : null;
}
