import type { AppDeps } from '../../app-types';
import type { JobContext } from '../../jobs/job-queue';
import { SafeFetchError, safeFetch } from '../../net/safe-fetch';
import { readAll } from '../../storage/file-storage';
import { findReportAudio } from './audio-repository';
import { fileSize } from './file-size';
import { sniffAudio } from './audio-check';
import { GENERATION_QUEUE, type GenerationJob } from './generation-queue';
import { replaceTranscript, transcriptParseError } from '../reports';
import { AppError } from '../../errors';
import { parseTranscriptInPool } from '../../transcripts/transcript-pool';
import type { ParsedTranscript, TranscriptFormat } from '../../transcripts/transcript';
import { checkTranscriptBytes, checkTranscriptContent } from './transcript-limits';
import { findReportById, updateCreatorReport, type ReportChanges } from './repository';
import { segmentsToVtt } from './segments-to-vtt';
import {
  transcribeAudio,
  TranscriptionError,
  type AudioFile,
  type Transcription,
} from './transcription-client';
import { joinParts, TranscriptionPartStore } from './transcription-parts';
import {
  TRANSCRIPTION_FAILED_QUEUE,
  TRANSCRIPTION_QUEUE,
  type TranscriptionJob,
} from './transcription-queue';
import { tooLargeForTranscription } from './transcription-service';
import { AudioSplitError, canSplit, splitAudio, type AudioPart } from './transcription-split';

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
  // One attempt sends every part not yet done, each within the timeout (parts done are kept: ADR 220).
  const parts = maxParts(deps.config.audioMaxBytes, deps.config.transcribe?.maxBytes ?? Infinity);
  await deps.jobs.define(TRANSCRIPTION_FAILED_QUEUE, {
    retryLimit: 3,
    retryDelaySeconds: 5,
    expireInSeconds: 60,
  });
  await deps.jobs.define(TRANSCRIPTION_QUEUE, {
    retryLimit: 2,
    retryDelaySeconds: 2,
    retryBackoff: true,
    // Past six hours an attempt ends and the next one resumes from the parts done.
    expireInSeconds: Math.min(Math.ceil((parts * timeoutMs + enclosureTimeoutMs) / 1000) + 60, 6 * 3600),
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

/** The most parts the largest audio is cut into: a cut is made in the last fifth of a part's budget. */
function maxParts(totalBytes: number, partBytes: number): number {
  return Math.max(1, Math.ceil(totalBytes / (partBytes * 0.98 * 0.8)) + 1);
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

/**
 * The episode's audio: the uploaded file, else the enclosure fetched through the address guard. MP3 and
 * WAV may be as large as an upload (they are sent in parts); other kinds only as large as the service
 * takes in one file.
 */
async function loadAudio(
  deps: Deps,
  reportId: string,
  mediaUrl: string | null,
  maxBytes: number,
): Promise<AudioFile> {
  const uploaded = await findReportAudio(deps.db, reportId);
  if (uploaded) {
    if (uploaded.bytes > maxBytes && !canSplit(uploaded.mimeType))
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
      maxBytes: Math.max(maxBytes, deps.config.audioMaxBytes),
      onLimit: 'fail',
      timeoutMs: enclosureTimeoutMs,
      accept: 'audio/*',
    });
    // Providers tell formats by the file name's extension; the bytes say what it really is.
    const sniffed = await sniffAudio(fetched.body);
    if (!sniffed) throw new TranscriptionError(enclosureNotAudio, { transient: false });
    if (fetched.body.length > maxBytes && !canSplit(sniffed.type))
      throw new TranscriptionError(tooLargeForTranscription(null, maxBytes), { transient: false });
    return { bytes: fetched.body, mimeType: sniffed.type, fileName: `episode.${sniffed.extension}` };
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    if (error.reason === 'too_large') {
      // Past what even MP3 or WAV in parts may be: the upload limit, not the service's.
      const limit = Math.max(maxBytes, deps.config.audioMaxBytes);
      throw new TranscriptionError(
        limit > maxBytes
          ? `The episode's audio is larger than ${fileSize(limit)}, the most this server transcribes. Upload a transcript instead.`
          : tooLargeForTranscription(null, maxBytes),
        { transient: false },
      );
    }
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

/**
 * The audio's transcript: sent whole when it fits what the service takes, else cut into parts (ADR 220)
 * sent one after another, each part's transcript kept as it arrives so that a retry sends only the parts
 * not yet done. Progress runs from 10 to 90 over the parts.
 */
async function transcribeInParts(
  deps: Deps,
  reportId: string,
  audio: AudioFile,
  signal: AbortSignal,
  onProgress: (progress: number) => Promise<unknown>,
): Promise<Transcription> {
  const service = deps.config.transcribe!;
  const fits = audio.bytes.length <= service.maxBytes;
  let parts: AudioPart[] = [{ bytes: audio.bytes, startSeconds: 0, seconds: 0 }];
  // Within the byte limit and with no limit on length, a file is sent as it is, without being read.
  if (!fits || (service.maxSeconds !== null && canSplit(audio.mimeType))) {
    try {
      parts = splitAudio(audio.bytes, audio.mimeType, service.maxBytes, service.maxSeconds);
    } catch (error) {
      if (!(error instanceof AudioSplitError)) throw error;
      // A file that fits is sent whole even when it cannot be read here: the service judges it.
      if (!fits) {
        throw new TranscriptionError(
          `The audio is larger than the transcription service takes and could not be cut into parts: ${error.message} Upload it as MP3, or a transcript.`,
          { transient: false, cause: error },
        );
      }
    }
  }
  if (parts.length === 1) return transcribeAudio(service, audio, signal);

  const store = new TranscriptionPartStore(deps.storage, reportId, {
    bytes: audio.bytes,
    model: service.model,
    cut: `${service.maxBytes}/${service.maxSeconds ?? ''}`,
  });
  const extension = audio.fileName.split('.').pop() ?? 'mp3';
  const done: { part: AudioPart; transcription: Transcription }[] = [];
  for (const [index, part] of parts.entries()) {
    let transcription = await store.get(index);
    if (!transcription) {
      transcription = await transcribeAudio(
        service,
        { bytes: part.bytes, mimeType: audio.mimeType, fileName: `episode-part-${index + 1}.${extension}` },
        signal,
      );
      await store.put(index, transcription);
    }
    done.push({ part, transcription });
    await onProgress(10 + Math.round((80 * (index + 1)) / parts.length));
  }
  return joinParts(done);
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
    await set({ generationProgress: 10 });
    const result = await transcribeInParts(deps, reportId, audio, job.signal, (progress) =>
      set({ generationProgress: progress }),
    );
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
    await TranscriptionPartStore.clear(deps.storage, reportId);
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
      await TranscriptionPartStore.clear(deps.storage, reportId);
      await markFailed(deps, reportId, message);
      return;
    }
    log.warn({ err: error, reportId, attempt: job.retryCount + 1 }, 'transcription attempt failed; retrying');
    await set({ generationProgress: 0, generationError: `${message} Retrying…` }).catch(() => undefined);
    throw error;
  }
}
