import type { ConnectFeedBody, FeedConnection, FeedConnectionState } from '@shared/contract/feed-connection';
import { feedConnectionMessages } from '@shared/contract/feed-connection';
import type { AppDeps } from '../../../app-types';
import { FEED_EPISODE_QUEUE, type FeedEpisodeJob, importFeedItem } from '../../creator-reports';
import { AppError, notFound } from '../../../errors';
import { checkFeed, previewFeed } from '../../../rss/fetch-feed';
import { feedItemKey } from '../../../rss/feed-item-key';
import type { FeedEpisode } from '../../../rss/feed-types';
import { feedAllowedByRobots } from '../../../rss/robots';
import { nextCheckAfter } from './backoff';
import {
  claimConnection,
  claimDueConnections,
  deleteConnection,
  countMissingFeedItems,
  findConnection,
  recordChannelFeedUrl,
  recordCheck,
  upsertConnection,
  type CheckResult,
  type FeedConnectionRow,
} from './repository';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'jobs'>;

interface Logger {
  warn(obj: object, msg?: string): void;
}

/** A check holds its connection this long at most; a worker that dies mid-check frees it by then. */
const leaseMs = 5 * 60_000;
/** Connections one tick checks, one after another; the rest wait for the next tick. */
const checksPerTick = 20;

/** Keys of older episodes a check keeps: the feed's first (newest) ones, enough for any count shown. */
const maxOlderKeys = 1000;

async function toView(deps: Deps, row: FeedConnectionRow): Promise<FeedConnection> {
  return {
    url: row.url,
    autoPublish: row.autoPublish,
    connectedAt: row.createdAt.toISOString(),
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    nextCheckAt: row.nextCheckAt.toISOString(),
    lastOutcome: row.lastOutcome as FeedConnection['lastOutcome'],
    lastError: row.lastError,
    failureCount: row.failureCount,
    lastImportedAt: row.lastImportedAt?.toISOString() ?? null,
    lastImportedCount: row.lastImportedCount,
    // Counted on each read, so an import of past episodes shows at once, without a check.
    olderEpisodeCount: row.olderEpisodeKeys
      ? await countMissingFeedItems(deps.db, row.creatorId, row.olderEpisodeKeys)
      : null,
  };
}

export async function getFeedConnection(deps: Deps, creatorId: string): Promise<FeedConnectionState> {
  const row = await findConnection(deps.db, creatorId);
  return { connection: row ? await toView(deps, row) : null };
}

/**
 * Connects the channel's feed (or changes it). The feed is read first: an address that is not a
 * readable podcast feed is refused (422 with the preview's codes) and nothing is kept. Connecting
 * imports nothing unless the creator asks for the newest episode already in the feed (`importLatest`):
 * episodes published after this moment are the new ones (ADR 196).
 */
export async function connectFeed(
  deps: Deps,
  creatorId: string,
  body: ConnectFeedBody,
): Promise<FeedConnectionState> {
  const current = await findConnection(deps.db, creatorId);
  const preview =
    current?.url !== body.url || body.importLatest
      ? await previewFeed(body.url, {
          allowPrivateHosts: deps.config.rssAllowPrivateHosts,
          parse: deps.config.parse,
        })
      : null;
  const row = await deps.db.transaction(async (tx) => {
    const saved = await upsertConnection(
      tx,
      { creatorId, url: body.url, autoPublish: body.autoPublish ?? false },
      deps.clock.now(),
    );
    await recordChannelFeedUrl(tx, creatorId, body.url);
    return saved;
  });
  const latest = body.importLatest && preview ? newestEpisode(preview.episodes) : undefined;
  if (latest) await importAndStart(deps, creatorId, latest, false);
  return { connection: await toView(deps, (await findConnection(deps.db, creatorId)) ?? row) };
}

/** The feed's newest episode: the latest dated one, else the first listed (feeds list newest first). */
function newestEpisode(episodes: FeedEpisode[]): FeedEpisode | undefined {
  let newest: { episode: FeedEpisode; at: number } | undefined;
  for (const episode of episodes) {
    const at = episode.publishedAt ? Date.parse(episode.publishedAt) : Number.NaN;
    if (!Number.isNaN(at) && (!newest || at > newest.at)) newest = { episode, at };
  }
  return newest?.episode ?? episodes[0];
}

/** Imports one feed episode once and queues its report's generation; true when it was new here. */
async function importAndStart(
  deps: Deps,
  creatorId: string,
  episode: FeedEpisode,
  tellCreator: boolean,
): Promise<boolean> {
  const imported = await importFeedItem(deps, creatorId, episode, { source: 'poll' });
  if (!imported.created) return false;
  await deps.jobs.send<FeedEpisodeJob>(
    FEED_EPISODE_QUEUE,
    { creatorId, reportId: imported.reportId, step: 'start', tellCreator },
    { singletonKey: `start:${imported.reportId}` },
  );
  return true;
}

export async function disconnectFeed(deps: Deps, creatorId: string): Promise<void> {
  if (!(await deleteConnection(deps.db, creatorId)))
    throw notFound('feed_not_connected', feedConnectionMessages.notConnected);
}

/**
 * "Check now": checks the connected feed at once, whatever its schedule (the route's rate limit bounds
 * how often). A check already running elsewhere is not doubled: the answer shows its state.
 */
export async function checkFeedNow(deps: Deps, creatorId: string, log: Logger): Promise<FeedConnectionState> {
  const now = deps.clock.now();
  const claimed = await claimConnection(deps.db, creatorId, now, new Date(now.getTime() + leaseMs));
  if (!claimed) {
    if (!(await findConnection(deps.db, creatorId)))
      throw notFound('feed_not_connected', feedConnectionMessages.notConnected);
    return getFeedConnection(deps, creatorId);
  }
  // A person asked: robots.txt is for the scheduled check, not for a creator reading their own feed.
  await checkConnection(deps, claimed, { robots: false }, log);
  return getFeedConnection(deps, creatorId);
}

/** The schedule's tick: checks every due connection this worker can lease. Returns how many it checked. */
export async function checkDueFeeds(deps: Deps, log: Logger): Promise<number> {
  const now = deps.clock.now();
  const due = await claimDueConnections(deps.db, now, new Date(now.getTime() + leaseMs), checksPerTick);
  for (const row of due) await checkConnection(deps, row, { robots: true }, log);
  return due.length;
}

/**
 * One check of one leased connection: a conditional GET; each episode published since the connection
 * is imported once (the unique feed item key decides, so a check repeated after a crash imports nothing
 * twice) and its generation queued; then the outcome and the next check time are recorded.
 */
type CheckOutcome = Omit<CheckResult, 'nextCheckAt'>;

async function checkConnection(
  deps: Deps,
  row: FeedConnectionRow,
  options: { robots: boolean },
  log: Logger,
): Promise<void> {
  let result: CheckOutcome;
  try {
    result = await runCheck(deps, row, options);
  } catch (error) {
    result = {
      outcome: 'failed',
      error: error instanceof AppError ? error.message : 'The feed could not be checked.',
      failureCount: row.failureCount + 1,
      importedCount: 0,
    };
    if (!(error instanceof AppError)) log.warn({ err: error, creatorId: row.creatorId }, 'feed check failed');
  }
  // The next check counts from when this one ended: after a failure, later each time.
  const now = deps.clock.now();
  await recordCheck(deps.db, row, { ...result, nextCheckAt: nextCheckAfter(now, result.failureCount) }, now);
}

async function runCheck(
  deps: Deps,
  row: FeedConnectionRow,
  options: { robots: boolean },
): Promise<CheckOutcome> {
  const fetchOptions = { allowPrivateHosts: deps.config.rssAllowPrivateHosts, parse: deps.config.parse };
  if (options.robots && !(await feedAllowedByRobots(row.url, fetchOptions))) {
    return {
      outcome: 'disallowed',
      error: "The feed's host asks automated readers not to fetch this address (robots.txt).",
      failureCount: row.failureCount + 1,
      importedCount: 0,
    };
  }
  const checked = await checkFeed(row.url, { etag: row.etag, lastModified: row.lastModified }, fetchOptions);
  if (checked.notModified) {
    return {
      outcome: 'not_modified',
      error: null,
      failureCount: 0,
      importedCount: 0,
    };
  }
  let importedCount = 0;
  const fresh = newEpisodes(checked.preview.episodes, row.createdAt);
  for (const episode of fresh) {
    if (await importAndStart(deps, row.creatorId, episode, true)) importedCount += 1;
  }
  // What the check saw besides: the episodes from before the connection (the view counts those missing).
  const older = checked.preview.episodes.filter((episode) => !fresh.includes(episode));
  return {
    outcome: importedCount > 0 ? 'imported' : 'unchanged',
    error: null,
    failureCount: 0,
    validators: checked.validators,
    importedCount,
    olderEpisodeKeys: older.slice(0, maxOlderKeys).map(feedItemKey),
  };
}

/**
 * The episodes published since the feed was connected, oldest first. An episode without a date cannot
 * be told from the back catalogue and is left to "Import past episodes".
 */
function newEpisodes(episodes: FeedEpisode[], connectedAt: Date): FeedEpisode[] {
  return episodes
    .map((episode) => ({ episode, at: episode.publishedAt ? Date.parse(episode.publishedAt) : Number.NaN }))
    .filter(({ at }) => !Number.isNaN(at) && at > connectedAt.getTime())
    .sort((a, b) => a.at - b.at)
    .map(({ episode }) => episode);
}
