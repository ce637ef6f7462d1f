import type { AppDeps } from '../../app-types';
import type { JobContext } from '../../jobs/job-queue';
import { GenerationError } from '../../summarizer/generation-error';
import type { ReportGenerator } from '../../summarizer/report-generator';
import { parseTranscript } from '../../transcripts/parse-transcript';
import { TranscriptError, type TranscriptFormat } from '../../transcripts/transcript';
import { GENERATION_FAILED_QUEUE, GENERATION_QUEUE, type GenerationJob } from './generation-queue';
import { findReportById, findTranscript, updateCreatorReport } from './repository';
import { storedChapter, storedLearning, storedQuote } from '../reports/report-moments';

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
    await markFailed(deps, data.reportId, null);
  });
}

/** Fails a report that is still generating, keeping the reason a retry already recorded when there is one. */
async function markFailed(deps: Deps, reportId: string, message: string | null): Promise<void> {
  const current = await findReportById(deps.db, reportId);
  if (!current || current.status !== 'generating') return;
  await updateCreatorReport(
    deps.db,
    { reportId, fromStatuses: ['generating'] },
    {
      status: 'failed',
      generationProgress: 0,
      generationError: message ?? current.generationError?.replace(/ Retrying…$/, '') ?? unexpected,
    },
    deps.clock.now(),
  );
}

export async function runGeneration(
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

  try {
    await progress(5);
    const stored = await findTranscript(deps.db, reportId);
    if (!stored)
      throw new GenerationError('The report has no transcript. Add one and try again.', { transient: false });
    let transcript;
    try {
      transcript = parseTranscript(stored.content, stored.format as TranscriptFormat);
    } catch (error) {
      if (error instanceof TranscriptError) throw new GenerationError(error.message, { transient: false });
      throw error;
    }
    await progress(10);
    const draft = await generator.generate(
      { transcript, episodeTitle: report.episodeTitle },
      { onProgress: progress, signal: job.signal },
    );

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
        chapters: draft.chapters?.map(storedChapter) ?? null,
        quotes: draft.quotes?.map(storedQuote) ?? null,
        readingTimeSeconds: draft.readingTimeSeconds,
        generationProvider: generator.name,
        generationProgress: 100,
        generationError: null,
      },
      deps.clock.now(),
    );
  } catch (error) {
    const permanent = error instanceof GenerationError && !error.transient;
    const message = error instanceof GenerationError ? error.message : unexpected;
    if (permanent || job.isLastAttempt) {
      if (!permanent) log.error({ err: error, reportId }, 'report generation failed after its last attempt');
      await markFailed(deps, reportId, message);
      return;
    }
    // Worth another attempt: say so on the report, then let the queue retry with backoff.
    log.warn(
      { err: error, reportId, attempt: job.retryCount + 1 },
      'report generation attempt failed; retrying',
    );
    await updateCreatorReport(
      deps.db,
      { reportId, fromStatuses: ['generating'] },
      { generationProgress: 0, generationError: `${message} Retrying…` },
      deps.clock.now(),
    ).catch(() => undefined);
    throw error;
  }
}
