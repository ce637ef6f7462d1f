import type { AppDeps } from '../../app-types';
import { FEED_EPISODE_QUEUE, type FeedEpisodeJob } from './feed-episode-queue';
import { AppError } from '../../errors';
import { queueFeedEpisodeMail } from '../mail';
import { autoPublishOn } from './feed-episode-repository';
import { findReportById, updateCreatorReport } from './repository';
import { publishReport, startGeneration } from './service';
import { startTranscription } from './transcription-service';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'config' | 'storage'>;
interface Logger {
  info(obj: object, msg?: string): void;
}

/** How often, and how long, the follow-up looks again at a report that is still generating (an hour). */
const publishPollSeconds = 5;
const publishPollLimit = 720;

/**
 * Works what follows a connected feed's new episode (ADR 196): its generation starts (from the
 * feed's transcript, or its audio when transcription is set up; without either the draft waits for the
 * creator's transcript), and with auto-publish on, the ready report is published if it passes the same
 * rules as the Publish button. A rule it breaks is written on the report, which stays ready. A new
 * episode from the feed check is then told to the creator by mail, once the report has settled (ready,
 * failed, published, or waiting for a transcript), so the mail says where it stands.
 */
export async function registerFeedEpisodeJobs(deps: Deps, log: Logger): Promise<void> {
  await deps.jobs.define(FEED_EPISODE_QUEUE, {
    retryLimit: 3,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  });
  await deps.jobs.work<FeedEpisodeJob>(FEED_EPISODE_QUEUE, (job) => workFeedEpisode(deps, job, log));
}

/** One step of a feed episode's follow-up, as the queue's worker runs it. */
export async function workFeedEpisode(deps: Deps, job: FeedEpisodeJob, log: Logger): Promise<void> {
  if (job.step === 'start') await start(deps, job, log);
  else await settle(deps, job, log);
}

/** A refusal the creator can see and act on (a broken rule), as opposed to a fault worth a retry. */
const isRefusal = (error: unknown): error is AppError => error instanceof AppError && error.status < 500;

async function start(deps: Deps, job: FeedEpisodeJob, log: Logger): Promise<void> {
  const report = await findReportById(deps.db, job.reportId);
  if (!report) return;
  // A retry after generation started (the process died before the follow-up was queued) follows up.
  if (report.status !== 'draft') return followUp(deps, job);
  try {
    if (report.hasTranscript) await startGeneration(deps, job.creatorId, report.id);
    else if (deps.config.transcribe && report.episodeMediaUrl)
      await startTranscription(deps, job.creatorId, report.id);
    // Neither: the draft says it needs a transcript, and the creator gives one.
    else return await tellCreator(deps, job);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    log.info({ reportId: report.id, code: error.code }, 'feed episode left as a draft');
    return await tellCreator(deps, job);
  }
  await followUp(deps, job);
}

async function followUp(deps: Deps, job: FeedEpisodeJob): Promise<void> {
  if (job.tellCreator || (await publishesAutomatically(deps, job)))
    await settleLater(deps, { ...job, step: 'settle', waited: 0 });
}

/** Once the report no longer generates: publish it when auto-publish is on, then tell the creator. */
async function settle(deps: Deps, job: FeedEpisodeJob, log: Logger): Promise<void> {
  const report = await findReportById(deps.db, job.reportId);
  if (!report) return;
  if (report.status === 'generating') {
    const waited = (job.waited ?? 0) + 1;
    // After an hour the mail goes anyway: it says the report is still being generated.
    if (waited <= publishPollLimit) return settleLater(deps, { ...job, waited });
    return tellCreator(deps, job);
  }
  // Failed, already published, or taken back by the creator: nothing to publish.
  if (report.status === 'ready' && (await publishesAutomatically(deps, job))) {
    try {
      await publishReport(deps, job.creatorId, report.id);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      // The report stays ready; the studio (and the mail) says why it was not published.
      await updateCreatorReport(
        deps.db,
        { reportId: report.id, fromStatuses: ['ready'] },
        { generationError: `Not published automatically: ${error.message}` },
        deps.clock.now(),
      );
      log.info({ reportId: report.id, code: error.code }, 'feed episode not published automatically');
    }
  }
  await tellCreator(deps, job);
}

/** Auto-publish is on for the channel, and the episode is a new one, not from its back catalogue. */
async function publishesAutomatically(deps: Deps, job: FeedEpisodeJob): Promise<boolean> {
  return !job.backCatalogue && (await autoPublishOn(deps.db, job.creatorId));
}

/** The creator's mail about a new episode from the feed check (one per report: its key makes it once). */
async function tellCreator(deps: Deps, job: FeedEpisodeJob): Promise<void> {
  if (!job.tellCreator) return;
  await queueFeedEpisodeMail(deps.jobs, deps.config.mail, {
    creatorId: job.creatorId,
    reportId: job.reportId,
  });
}

async function settleLater(deps: Deps, job: FeedEpisodeJob): Promise<void> {
  await deps.jobs.send<FeedEpisodeJob>(FEED_EPISODE_QUEUE, job, {
    startAfterSeconds: publishPollSeconds,
    singletonKey: `publish:${job.reportId}:${job.waited ?? 0}`,
  });
}
