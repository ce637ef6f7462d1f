import type { AppDeps } from '../../app-types';
import type { JobContext } from '../../jobs/job-queue';
import { SafeFetchError, safeFetch } from '../../net/safe-fetch';
import { readAll } from '../../storage/file-storage';
import { findReportAudio } from './audio-repository';
import { sniffAudio } from './audio-check';
import { GENERATION_QUEUE, type GenerationJob } from './generation-queue';
import { replaceTranscript, transcriptParseError } from '../../domain/report-transcript-repository';
import { AppError } from '../../errors';
import { parseTranscriptInPool } from '../../transcripts/transcript-pool';
import type { ParsedTranscript, TranscriptFormat } from '../../transcripts/transcript';
import { checkTranscriptBytes, checkTranscriptContent } from '../../domain/transcript-limits';
import { findReportById, updateCreatorReport, type ReportChanges } from './repository';
import { segmentsToVtt } from './segments-to-vtt';
import { transcribeAudio, TranscriptionError, type AudioFile } from './transcription-client';
import {
  TRANSCRIPTION_FAILED_QUEUE,
  TRANSCRIPTION_QUEUE,
  type TranscriptionJob,
} from './transcription-queue';
import { tooLargeForTranscription } from './transcription-service';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'config' | 'storage'>;
interface Logger {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const unexpected = 'Transcription stopped unexpectedly. Please try again.';
const enclosureNotAudio =
  "The episode's audio address does not lead to an audio file we can use (MP3, M4A/AAC, OGG/Opus or WAV). Upload the audio file instead.";
/** Time allowed to download a feed's enclosure before it is sent on. */
const enclosureTimeoutMs = 5 * 60_000;

/**
 * Declares the transcription queues and their workers. Transient failures (the service down or slow, a
 * database blip) are retried with backoff; a job that fails for good lands in the dead-letter queue,
 * whose worker marks the report failed with the reason the last attempt recorded.
 */
export async function registerTranscriptionJobs(deps: Deps, log: Logger): Promise<void> {
  const timeoutMs = deps.config.transcribe?.timeoutMs ?? 60_000;
  await deps.jobs.define(TRANSCRIPTION_FAILED_QUEUE, {
    retryLimit: 3,
    retryDelaySeconds: 5,
    expireInSeconds: 60,
  });
  await deps.jobs.define(TRANSCRIPTION_QUEUE, {
    retryLimit: 2,
    retryDelaySeconds: 2,
    retryBackoff: true,
    expireInSeconds: Math.ceil((timeoutMs + enclosureTimeoutMs) / 1000) + 60,
    heartbeatSeconds: 30,
    deadLetter: TRANSCRIPTION_FAILED_QUEUE,
  });
  await deps.jobs.work<TranscriptionJob>(TRANSCRIPTION_QUEUE, (data, job) =>
    runTranscription(deps, data.reportId, job, log),
  );
  await deps.jobs.work<TranscriptionJob>(TRANSCRIPTION_FAILED_QUEUE, async (data) => {
    await markFailed(deps, data.reportId, null);
  });
}

async function markFailed(deps: Deps, reportId: string, message: string | null): Promise<void> {
  const current = await findReportById(deps.db, reportId);
  if (!current || current.status !== 'generating' || current.generationStage !== 'transcribing') return;
  await updateCreatorReport(
    deps.db,
    { reportId, fromStatuses: ['generating'] },
    {
      status: 'failed',
      generationStage: null,
      generationProgress: 0,
      generationError: message ?? current.generationError?.replace(/ Retrying…$/, '') ?? unexpected,
    },
    deps.clock.now(),
  );
}

/** The episode's audio: the uploaded file, else the enclosure fetched through the address guard. */
async function loadAudio(
  deps: Deps,
  reportId: string,
  mediaUrl: string | null,
  maxBytes: number,
): Promise<AudioFile> {
  const uploaded = await findReportAudio(deps.db, reportId);
  if (uploaded) {
    if (uploaded.bytes > maxBytes)
      throw new TranscriptionError(tooLargeForTranscription(uploaded.bytes, maxBytes), { transient: false });
    const file = await deps.storage.get(uploaded.storageKey);
    if (!file)
      throw new TranscriptionError('The uploaded audio file is missing. Upload it again.', {
        transient: false,
      });
    return {
      bytes: await readAll(file),
      mimeType: uploaded.mimeType,
      fileName: uploaded.storageKey.split('/').pop() ?? 'episode',
    };
  }
  if (!mediaUrl)
    throw new TranscriptionError('This episode has no audio. Upload an audio file first.', {
      transient: false,
    });
  try {
    const fetched = await safeFetch(mediaUrl, {
      allowPrivateHosts: deps.config.rssAllowPrivateHosts,
      maxBytes,
      onLimit: 'fail',
      timeoutMs: enclosureTimeoutMs,
      accept: 'audio/*',
    });
    // Providers tell formats by the file name's extension; the bytes say what it really is.
    const sniffed = await sniffAudio(fetched.body);
    if (!sniffed) throw new TranscriptionError(enclosureNotAudio, { transient: false });
    return { bytes: fetched.body, mimeType: sniffed.type, fileName: `episode.${sniffed.extension}` };
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    if (error.reason === 'too_large')
      throw new TranscriptionError(tooLargeForTranscription(null, maxBytes), { transient: false });
    const transient =
      error.reason === 'network' ||
      error.reason === 'timeout' ||
      (error.reason === 'http_status' &&
        (error.status === undefined || error.status === 429 || error.status >= 500));
    throw new TranscriptionError(`The episode's audio could not be downloaded: ${error.message}`, {
      transient,
      cause: error,
    });
  }
}

/**
 * The provider's answer is held to the same rules as a transcript the creator gives: the bytes bound,
 * one parse on a parse thread within the budget, whose turns are stored with it (ADR 166), then the
 * content bound on what was said (ADR 207).
 */
async function readTranscription(
  deps: Deps,
  content: string,
  format: TranscriptFormat,
): Promise<ParsedTranscript> {
  const tooLong = (error: AppError) =>
    new TranscriptionError(`The transcription is too long to keep. ${error.message}`, {
      transient: false,
      cause: error,
    });
  let parsed: ParsedTranscript;
  try {
    checkTranscriptBytes(content);
    parsed = await parseTranscriptInPool(deps.config.parse, content, format);
  } catch (error) {
    if (error instanceof AppError) throw tooLong(error);
    const refused = transcriptParseError(error);
    if (!(refused instanceof AppError)) throw error;
    const what =
      refused.code === 'service_unavailable'
        ? refused.message
        : `The transcription could not be read. ${refused.message}`;
    throw new TranscriptionError(what, { transient: refused.status >= 500, cause: error });
  }
  try {
    checkTranscriptContent(parsed);
  } catch (error) {
    if (error instanceof AppError) throw tooLong(error);
    throw error;
  }
  return parsed;
}

async function runTranscription(deps: Deps, reportId: string, job: JobContext, log: Logger): Promise<void> {
  const report = await findReportById(deps.db, reportId);
  // Deleted, or no longer waiting for this job: nothing to do.
  if (!report || report.status !== 'generating' || report.generationStage !== 'transcribing') return;
  const set = (changes: ReportChanges) =>
    updateCreatorReport(deps.db, { reportId, fromStatuses: ['generating'] }, changes, deps.clock.now());

  try {
    const service = deps.config.transcribe;
    if (!service)
      throw new TranscriptionError(
        'Transcription is no longer set up on this server. Add a transcript instead.',
        {
          transient: false,
        },
      );
    await set({ generationProgress: 5 });
    const audio = await loadAudio(deps, reportId, report.episodeMediaUrl, service.maxBytes);
    await set({ generationProgress: 20 });
    const result = await transcribeAudio(service, audio, job.signal);
    await set({ generationProgress: 90 });

    const content =
      result.segments.length > 0 ? segmentsToVtt(result.segments) : result.text.trim() ? result.text : null;
    if (!content)
      throw new TranscriptionError('The transcription service found no speech in the audio.', {
        transient: false,
      });
    const format = result.segments.length > 0 ? 'vtt' : 'text';
    const parsed = await readTranscription(deps, content, format);
    const now = deps.clock.now();
    const stored = await deps.db.transaction(async (tx) => {
      const row = await updateCreatorReport(
        tx,
        { reportId, fromStatuses: ['generating'] },
        {
          // The next stage, summarizing, reports its own progress from the start.
          generationStage: null,
          generationProgress: 0,
          generationError: null,
          ...(report.episodeDurationSeconds === 0 && result.durationSeconds
            ? { episodeDurationSeconds: Math.round(result.durationSeconds) }
            : {}),
        },
        now,
      );
      if (!row) return false;
      await replaceTranscript(
        tx,
        { reportId, content, source: 'transcription', sourceUrl: null, parsed },
        now,
      );
      return true;
    });
    if (!stored) return;
    try {
      await deps.jobs.send<GenerationJob>(GENERATION_QUEUE, { reportId }, { singletonKey: reportId });
    } catch (error) {
      log.error({ err: error, reportId }, 'transcribed, but the generation job could not be queued');
      await updateCreatorReport(
        deps.db,
        { reportId, fromStatuses: ['generating'] },
        {
          status: 'failed',
          generationError: 'The transcript is ready, but the report could not be queued. Generate it again.',
        },
        deps.clock.now(),
      );
    }
  } catch (error) {
    const permanent = error instanceof TranscriptionError && !error.transient;
    const message = error instanceof TranscriptionError ? error.message : unexpected;
    if (permanent || job.isLastAttempt) {
      if (!permanent) log.error({ err: error, reportId }, 'transcription failed after its last attempt');
      await markFailed(deps, reportId, message);
      return;
    }
    log.warn({ err: error, reportId, attempt: job.retryCount + 1 }, 'transcription attempt failed; retrying');
    await set({ generationProgress: 0, generationError: `${message} Retrying…` }).catch(() => undefined);
    throw error;
  }
}
