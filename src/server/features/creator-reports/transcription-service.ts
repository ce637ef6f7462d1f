import {
  creatorReportMessages,
  type CreatorReport,
  type ReportStatus,
} from '@shared/contract/creator-reports';
import type { AppDeps } from '../../app-types';
import { fileSize } from './file-size';
import { AppError, ruleBroken } from '../../errors';
import { findReportAudio } from './audio-repository';
import { updateCreatorReport } from './repository';
import { getCreatorReport, loadOwn, refuse, transitions } from './service';
import { TRANSCRIPTION_QUEUE, type TranscriptionJob } from './transcription-queue';
import { canSplit } from './transcription-split';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'config' | 'storage'>;

/** The words for audio longer than the provider takes, with what the creator can do instead. */
export function tooLargeForTranscription(bytes: number | null, maxBytes: number): string {
  const what =
    bytes === null
      ? `The episode's audio is larger than ${fileSize(maxBytes)}, the most the transcription service takes.`
      : `The audio is ${fileSize(bytes)}; the transcription service takes at most ${fileSize(maxBytes)}.`;
  return `${what} Longer audio is sent in parts only as MP3 or WAV: upload it as MP3, or a transcript.`;
}

/**
 * Starts turning the episode's audio (the uploaded file, else the feed's enclosure) into a transcript:
 * the report becomes `generating` at the `transcribing` stage and a job is queued; once the transcript
 * is stored the report is generated from it as from any transcript. Refused at once, changing nothing,
 * when the server has no transcription service, the episode has no audio, or the uploaded file is
 * larger than the service takes and of a kind that cannot be sent in parts (ADR 220).
 */
export async function startTranscription(
  deps: Deps,
  creatorId: string,
  reportId: string,
): Promise<CreatorReport> {
  const current = await loadOwn(deps, creatorId, reportId);
  const service = deps.config.transcribe;
  if (!service) throw ruleBroken('transcription_unavailable', creatorReportMessages.transcriptionUnavailable);
  if (!(transitions.generate as readonly string[]).includes(current.status))
    throw refuse('generate', current.status);
  const uploaded = await findReportAudio(deps.db, reportId);
  if (!uploaded && !current.episodeMediaUrl)
    throw ruleBroken('audio_missing', creatorReportMessages.audioMissing);
  if (uploaded && uploaded.bytes > service.maxBytes && !canSplit(uploaded.mimeType))
    throw new AppError(413, 'audio_too_large', tooLargeForTranscription(uploaded.bytes, service.maxBytes));

  const from = current.status as ReportStatus;
  const row = await updateCreatorReport(
    deps.db,
    { creatorId, reportId, fromStatuses: [from] },
    {
      status: 'generating',
      generationStage: 'transcribing',
      generationProgress: 0,
      generationError: null,
      generationOperatorDetail: null,
    },
    deps.clock.now(),
  );
  if (!row) throw refuse('generate', (await loadOwn(deps, creatorId, reportId)).status);
  try {
    await deps.jobs.send<TranscriptionJob>(TRANSCRIPTION_QUEUE, { reportId }, { singletonKey: reportId });
  } catch (cause) {
    await updateCreatorReport(
      deps.db,
      { reportId, fromStatuses: ['generating'] },
      { status: from, generationStage: null },
      deps.clock.now(),
    );
    throw new AppError(
      503,
      'service_unavailable',
      'The audio could not be queued for transcription. Please try again.',
      {
        cause,
      },
    );
  }
  return getCreatorReport(deps, creatorId, reportId);
}
