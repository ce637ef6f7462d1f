import { backfillMessages } from '@shared/contract/feed-backfills';
import type { AppDeps } from '../../../app-types';
import {
  FEED_EPISODE_QUEUE,
  type FeedEpisodeJob,
  importFeedItem,
  type FeedItem,
} from '../../creator-reports';
import { AppError } from '../../../errors';
import type { JobContext } from '../../../jobs/job-queue';
import { previewFeed } from '../../../rss/fetch-feed';
import { feedItemKey } from '../../../rss/feed-item-key';
import { BACKFILL_FAILED_QUEUE, BACKFILL_QUEUE, type BackfillJob } from './backfill-queue';
import {
  connectedFeedUrl,
  findBackfill,
  generatingCount,
  recordStep,
  updateBackfill,
  type BackfillRow,
} from './repository';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'config'>;
interface Logger {
  warn(obj: object, msg?: string): void;
}

/**
 * The pace of an import (ADR 198): at most this many of the channel's reports are generated or
 * transcribed at once, so the model and transcription providers see a channel's back catalogue as a
 * trickle, not a flood. When the channel is at the bound, the job looks again after `PACE_SECONDS`.
 */
const BACKFILL_MAX_GENERATING = 2;
const PACE_SECONDS = 15;
/** The most items read from the feed: the largest import there may be. */
const FEED_MAX_ITEMS = 1000;
const unexpected = 'The import stopped unexpectedly. Start it again to import the rest.';

const active = ['queued', 'running'] as const;

/**
 * Declares the import's queues and workers. A run that throws (the feed or the database down) is
 * retried and resumes at `processed`; one that fails for good lands in the dead-letter queue, whose
 * worker marks the import failed.
 */
export async function registerBackfillJobs(deps: Deps, log: Logger): Promise<void> {
  await deps.jobs.define(BACKFILL_FAILED_QUEUE, { retryLimit: 3, retryDelaySeconds: 5, expireInSeconds: 60 });
  await deps.jobs.define(BACKFILL_QUEUE, {
    retryLimit: 3,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    heartbeatSeconds: 30,
    deadLetter: BACKFILL_FAILED_QUEUE,
  });
  await deps.jobs.work<BackfillJob>(BACKFILL_QUEUE, (data, job) =>
    runBackfill(deps, data.backfillId, job, log),
  );
  await deps.jobs.work<BackfillJob>(BACKFILL_FAILED_QUEUE, async (data) => {
    const now = deps.clock.now();
    await updateBackfill(
      deps.db,
      { id: data.backfillId, from: active },
      { status: 'failed', lastError: unexpected, finishedAt: now },
      now,
    );
  });
}

const finish = (deps: Deps, id: string, status: 'done' | 'failed', lastError?: string) => {
  const now = deps.clock.now();
  return updateBackfill(
    deps.db,
    { id, from: active },
    { status, finishedAt: now, ...(lastError ? { lastError } : {}) },
    now,
  );
};

/**
 * The episodes an import takes, chosen once when it starts: newest first, published within its range
 * (an episode without a date is left out of a range), at most `maxEpisodes`.
 */
function chooseItems(
  items: FeedItem[],
  backfill: Pick<BackfillRow, 'maxEpisodes' | 'publishedFrom' | 'publishedTo'>,
): string[] {
  const ranged = backfill.publishedFrom !== null || backfill.publishedTo !== null;
  const dated = items.map((item) => ({ item, at: item.publishedAt ? Date.parse(item.publishedAt) : NaN }));
  const keys = new Set<string>();
  return dated
    .filter(({ at }) => {
      if (Number.isNaN(at)) return !ranged;
      if (backfill.publishedFrom && at < backfill.publishedFrom.getTime()) return false;
      if (backfill.publishedTo && at >= backfill.publishedTo.getTime()) return false;
      return true;
    })
    .sort((a, b) => (Number.isNaN(b.at) ? -Infinity : b.at) - (Number.isNaN(a.at) ? -Infinity : a.at))
    .map(({ item }) => feedItemKey(item))
    .filter((key) => !keys.has(key) && keys.add(key))
    .slice(0, backfill.maxEpisodes);
}

/**
 * One run of an import: reads the connected feed, chooses the episodes on the first run, then imports
 * them one by one from `processed`, writing progress after each, until the channel has as many reports
 * generating as the pace allows; then it queues itself to go on later. Each imported episode is sent on
 * to be generated (or transcribed) like a connected feed's new episode.
 */
export async function runBackfill(deps: Deps, id: string, job: JobContext, log: Logger): Promise<void> {
  let row = await findBackfill(deps.db, id);
  if (!row || !(active as readonly string[]).includes(row.status)) return;
  const url = await connectedFeedUrl(deps.db, row.creatorId);
  if (!url) {
    await finish(deps, id, 'failed', backfillMessages.notConnected);
    return;
  }
  let items: FeedItem[];
  try {
    const preview = await previewFeed(url, {
      allowPrivateHosts: deps.config.rssAllowPrivateHosts,
      parse: deps.config.parse,
      maxItems: FEED_MAX_ITEMS,
    });
    items = preview.episodes;
  } catch (error) {
    // A feed that answers wrongly is the creator's to fix; a busy server or network is tried again.
    if (error instanceof AppError && (error.status < 500 || job.isLastAttempt)) {
      await finish(deps, id, 'failed', error.message);
      return;
    }
    throw error;
  }
  if (row.status === 'queued') {
    row = await updateBackfill(
      deps.db,
      { id, from: ['queued'] },
      { status: 'running', itemKeys: chooseItems(items, row) },
      deps.clock.now(),
    );
    if (!row) return;
  }
  const byKey = new Map(items.map((item) => [feedItemKey(item), item]));
  let room = BACKFILL_MAX_GENERATING - (await generatingCount(deps.db, row.creatorId));
  for (let at = row.processed; at < row.itemKeys.length; at += 1) {
    if (room <= 0) {
      await deps.jobs.send<BackfillJob>(
        BACKFILL_QUEUE,
        { backfillId: id },
        { startAfterSeconds: PACE_SECONDS },
      );
      return;
    }
    const current = await findBackfill(deps.db, id);
    if (!current || current.status !== 'running' || current.processed !== at) return;
    const item = byKey.get(row.itemKeys[at]!);
    let outcome: 'imported' | 'skipped' | 'failed';
    let lastError: string | null = null;
    if (!item) {
      outcome = 'failed';
      lastError = `${backfillMessages.notInFeed}`;
    } else {
      try {
        const imported = await importFeedItem(deps, row.creatorId, item, { source: 'backfill' });
        outcome = imported.created ? 'imported' : 'skipped';
        if (imported.created) {
          // Only an episode that will be generated or transcribed takes a place in the pace.
          if (imported.hasTranscript || (item.mediaUrl && deps.config.transcribe)) room -= 1;
          await deps.jobs
            .send<FeedEpisodeJob>(
              FEED_EPISODE_QUEUE,
              { creatorId: row.creatorId, reportId: imported.reportId, step: 'start', backCatalogue: true },
              { singletonKey: `start:${imported.reportId}` },
            )
            .catch((error: unknown) => {
              // The draft stays; the creator can generate it from its page.
              log.warn({ err: error, reportId: imported.reportId }, 'imported episode not sent on');
            });
        }
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        outcome = 'failed';
        lastError = `“${item.title}”: ${error.message}`;
      }
    }
    if (!(await recordStep(deps.db, id, at, outcome, lastError, deps.clock.now()))) return;
  }
  await finish(deps, id, 'done');
}
