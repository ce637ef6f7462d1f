import type { AppDeps } from '../../app-types';
import type { JobContext } from '../../jobs/job-queue';
import type { GenerationFallbackReason } from '@shared/contract/creator-reports';
import { GenerationError, ModelFailure } from '../../summarizer/generation-error';
import type { ReportDraft } from '../../summarizer/report-draft';
import type { GenerationInput, ReportGenerator } from '../../summarizer/report-generator';
import type { ParsedTranscript, TranscriptFormat } from '../../transcripts/transcript';
import { AppError } from '../../errors';
import { GENERATION_FAILED_QUEUE, GENERATION_QUEUE, type GenerationJob } from './generation-queue';
import {
  findTranscript,
  normalizedTranscript,
  transcriptParseError,
  storedChapter,
  storedLearning,
  storedQuote,
} from '../reports';
import {
  findGenerationCheckpoint,
  findReportById,
  saveGenerationCheckpoint,
  updateCreatorReport,
  type ReportRow,
} from './repository';
import { operatorDetail } from './operator-detail';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'config'>;
interface Logger {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const unexpected = 'Generation stopped unexpectedly. Please try again.';

/**
 * Declares the generation queues and their workers. A job retries transient failures (an endpoint down,
 * a database blip) with backoff; a process that dies mid-job stops its heartbeat, so the job is retried
 * elsewhere; a job that fails for good lands in the dead-letter queue, whose worker marks the report failed.
 */
export async function registerGenerationJobs(
  deps: Deps,
  generator: ReportGenerator,
  log: Logger,
): Promise<void> {
  await deps.jobs.define(GENERATION_FAILED_QUEUE, {
    retryLimit: 3,
    retryDelaySeconds: 5,
    expireInSeconds: 60,
  });
  await deps.jobs.define(GENERATION_QUEUE, {
    retryLimit: 2,
    retryDelaySeconds: 2,
    retryBackoff: true,
    // A language model can take minutes per request on a long transcript; the extractive summarizer never does.
    expireInSeconds: deps.config.llm ? 60 * 60 : 5 * 60,
    heartbeatSeconds: 30,
    deadLetter: GENERATION_FAILED_QUEUE,
  });
  await deps.jobs.work<GenerationJob>(GENERATION_QUEUE, (data, job) =>
    runGeneration(deps, generator, data.reportId, job, log),
  );
  await deps.jobs.work<GenerationJob>(GENERATION_FAILED_QUEUE, async (data) => {
    await markFailed(deps, data.reportId, null, undefined);
  });
}

/**
 * Fails a report that is still generating, keeping the reason (and operator detail, when `detail` is
 * undefined) a retry already recorded when there is one.
 */
async function markFailed(
  deps: Deps,
  reportId: string,
  message: string | null,
  detail: string | null | undefined,
): Promise<void> {
  const current = await findReportById(deps.db, reportId);
  if (!current || current.status !== 'generating') return;
  await updateCreatorReport(
    deps.db,
    { reportId, fromStatuses: ['generating'] },
    {
      status: 'failed',
      generationProgress: 0,
      generationError: message ?? current.generationError?.replace(/ Retrying…$/, '') ?? unexpected,
      generationCheckpoint: null,
      ...(detail !== undefined ? { generationOperatorDetail: detail } : {}),
    },
    deps.clock.now(),
  );
}

/** What a generator learns of the episode beside its transcript: title, feed chapters, show notes, people. */
function episodeInput(report: ReportRow): Omit<GenerationInput, 'transcript'> {
  return {
    episodeTitle: report.episodeTitle,
    chapters: report.feedChapters,
    episodeDescription: report.episodeDescription,
    ...(report.episodePersons ? { persons: report.episodePersons } : {}),
  };
}

async function runGeneration(
  deps: Deps,
  generator: ReportGenerator,
  reportId: string,
  job: JobContext,
  log: Logger,
): Promise<void> {
  const report = await findReportById(deps.db, reportId);
  // Deleted, or no longer waiting for this job (a retry of a job whose report moved on): nothing to do.
  if (!report || report.status !== 'generating') return;

  let lastProgress = 0;
  const progress = async (percent: number) => {
    const value = Math.max(1, Math.min(99, Math.round(percent)));
    if (value <= lastProgress) return;
    lastProgress = value;
    await updateCreatorReport(
      deps.db,
      { reportId, fromStatuses: ['generating'] },
      { generationProgress: value },
      deps.clock.now(),
    );
  };

  // Kept for the built-in summarizer when the language model fails.
  let transcript: ParsedTranscript | undefined;
  try {
    await progress(5);
    transcript = await readTranscript(deps, reportId);
    await progress(10);
    const draft = await generator.generate(
      { transcript, ...episodeInput(report) },
      {
        onProgress: progress,
        signal: job.signal,
        // A retry of this job resumes from the sections the last attempt checked.
        checkpoint: {
          load: () => findGenerationCheckpoint(deps.db, reportId),
          save: (value) => saveGenerationCheckpoint(deps.db, reportId, value),
        },
      },
    );
    await storeDraft(deps, reportId, draft, generator.name, null, null);
  } catch (error) {
    const permanent = error instanceof GenerationError && !error.transient;
    const lastTry = permanent || job.isLastAttempt;
    if (error instanceof ModelFailure) {
      // The operator's detail (status, the endpoint's words) goes to the log, never to the creator.
      const fields = { reportId, reason: error.reason, ...error.detail, attempt: job.retryCount + 1 };
      if (lastTry && generator.fallback)
        log.warn(
          { ...fields, fallback: generator.fallback.name },
          'language model failed for good; the built-in summarizer makes the report',
        );
      else if (lastTry) log.error(fields, 'language model failed for good; report failed');
      else log.warn(fields, 'language model attempt failed; retrying');
    }
    if (lastTry && error instanceof ModelFailure && generator.fallback && transcript) {
      await runFallback(
        deps,
        generator.fallback,
        { transcript, ...episodeInput(report) },
        {
          reportId,
          failure: error,
          job,
          log,
        },
      );
      return;
    }
    const message = error instanceof GenerationError ? error.message : unexpected;
    if (lastTry) {
      if (!permanent && !(error instanceof ModelFailure))
        log.error({ err: error, reportId }, 'report generation failed after its last attempt');
      await markFailed(deps, reportId, message, operatorDetail(error));
      return;
    }
    // Worth another attempt: say so on the report, then let the queue retry with backoff.
    if (!(error instanceof ModelFailure))
      log.warn(
        { err: error, reportId, attempt: job.retryCount + 1 },
        'report generation attempt failed; retrying',
      );
    await updateCreatorReport(
      deps.db,
      { reportId, fromStatuses: ['generating'] },
      {
        generationProgress: 0,
        generationError: `${message} Retrying…`,
        generationOperatorDetail: operatorDetail(error),
      },
      deps.clock.now(),
    ).catch(() => undefined);
    throw error;
  }
}

async function readTranscript(deps: Deps, reportId: string): Promise<ParsedTranscript> {
  const stored = await findTranscript(deps.db, reportId);
  if (!stored)
    throw new GenerationError('The report has no transcript. Add one and try again.', { transient: false });
  // The turns stored when the transcript arrived; only a row from before they were is parsed (once).
  try {
    const normalized = await normalizedTranscript(deps.db, deps.config.parse, stored);
    return { format: stored.format as TranscriptFormat, ...normalized };
  } catch (error) {
    const refused = transcriptParseError(error);
    if (refused instanceof AppError)
      throw new GenerationError(refused.message, { transient: refused.status >= 500 });
    throw error;
  }
}

/** Stores a finished draft, unless the report moved on meanwhile (deleted, edited back to draft). */
async function storeDraft(
  deps: Deps,
  reportId: string,
  draft: ReportDraft,
  provider: string,
  fallbackReason: GenerationFallbackReason | null,
  detail: string | null,
): Promise<void> {
  const latest = await findReportById(deps.db, reportId);
  if (!latest || latest.status !== 'generating') return;
  // A title the creator wrote is kept; the episode title (the default) gives way to the provider's.
  const title = latest.title === latest.episodeTitle ? draft.title : latest.title;
  await updateCreatorReport(
    deps.db,
    { reportId, fromStatuses: ['generating'] },
    {
      status: 'ready',
      title,
      summary: draft.summary,
      // Moments (start, end, speaker) are kept when the draft has them; nothing else of the draft is stored.
      keyLearnings: draft.keyLearnings.map(storedLearning),
      // The episode's own chapters from its feed win over generated ones.
      chapters: latest.feedChapters ?? draft.chapters?.map(storedChapter) ?? null,
      quotes: draft.quotes?.map(storedQuote) ?? null,
      readingTimeSeconds: draft.readingTimeSeconds,
      generationProvider: provider,
      generationFallbackReason: fallbackReason,
      generationOperatorDetail: detail,
      generationDropped: draft.dropped ?? null,
      generationCheckpoint: null,
      generationProgress: 100,
      generationError: null,
    },
    deps.clock.now(),
  );
}

/**
 * The language model failed for good: the built-in summarizer makes the report, which records that
 * (provider and reason) so the creator sees who made it. When it cannot either (a transcript too short),
 * the report fails with its message.
 */
async function runFallback(
  deps: Deps,
  fallback: ReportGenerator,
  input: GenerationInput,
  { reportId, failure, job, log }: { reportId: string; failure: ModelFailure; job: JobContext; log: Logger },
): Promise<void> {
  try {
    const draft = await fallback.generate(input, { signal: job.signal });
    await storeDraft(
      deps,
      reportId,
      draft,
      fallback.name,
      failure.reason === 'unusable' ? 'model_output_unusable' : 'model_unavailable',
      operatorDetail(failure),
    );
  } catch (error) {
    if (!(error instanceof GenerationError))
      log.error({ err: error, reportId }, 'the built-in summarizer failed after the language model');
    const detail = [operatorDetail(failure), operatorDetail(error)].filter(Boolean).join(' — then ');
    await markFailed(
      deps,
      reportId,
      error instanceof GenerationError ? error.message : unexpected,
      detail === '' ? null : detail,
    );
  }
}
