import {
  backfillMessages,
  type Backfill,
  type BackfillState,
  type StartBackfillBody,
} from '@shared/contract/feed-backfills';
import type { AppDeps } from '../../../app-types';
import { AppError, conflict, notFound } from '../../../errors';
import { BACKFILL_QUEUE, type BackfillJob } from './backfill-queue';
import {
  connectedFeedUrl,
  currentBackfill,
  findBackfill,
  insertBackfill,
  updateBackfill,
  type BackfillRow,
} from './repository';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>;

function toBackfill(row: BackfillRow): Backfill {
  return {
    id: row.id,
    status: row.status as Backfill['status'],
    maxEpisodes: row.maxEpisodes,
    publishedFrom: row.publishedFrom?.toISOString() ?? null,
    publishedTo: row.publishedTo?.toISOString() ?? null,
    total: row.status === 'queued' ? null : row.itemKeys.length,
    processed: row.processed,
    imported: row.imported,
    skipped: row.skipped,
    failed: row.failed,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The first moment of `day` (UTC), or of the day after it for the end of a range (exclusive). */
const dayStart = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + plusDays * 86_400_000);

/**
 * Starts importing past episodes of the connected feed as a job (ADR 198). 409 `feed_not_connected`
 * without a connected feed, 409 `backfill_already_running` while another import is queued or running.
 */
export async function startBackfill(
  deps: Deps,
  creatorId: string,
  body: StartBackfillBody,
): Promise<Backfill> {
  if (!(await connectedFeedUrl(deps.db, creatorId)))
    throw conflict('feed_not_connected', backfillMessages.notConnected);
  const row = await insertBackfill(
    deps.db,
    {
      creatorId,
      maxEpisodes: body.count,
      publishedFrom: body.from ? dayStart(body.from) : null,
      // Stored as the first moment after the last day: "to 31 January" takes all of the 31st.
      publishedTo: body.to ? dayStart(body.to, 1) : null,
    },
    deps.clock.now(),
  );
  if (!row) throw conflict('backfill_already_running', backfillMessages.alreadyRunning);
  try {
    await deps.jobs.send<BackfillJob>(BACKFILL_QUEUE, { backfillId: row.id }, { singletonKey: row.id });
  } catch (cause) {
    await updateBackfill(
      deps.db,
      { id: row.id, from: ['queued'] },
      { status: 'failed', lastError: 'The import could not be queued.', finishedAt: deps.clock.now() },
      deps.clock.now(),
    );
    throw new AppError(503, 'service_unavailable', 'The import could not be queued. Please try again.', {
      cause,
    });
  }
  return toBackfill(row);
}

/** The channel's running import, else its latest one, else none. */
export async function backfillState(deps: Deps, creatorId: string): Promise<BackfillState> {
  const row = await currentBackfill(deps.db, creatorId);
  return { backfill: row ? toBackfill(row) : null };
}

/**
 * Cancels a queued or running import: the episode being imported finishes, no other starts. Cancelling
 * an import that already ended answers it as it is.
 */
export async function cancelBackfill(deps: Deps, creatorId: string, id: string): Promise<Backfill> {
  const now = deps.clock.now();
  const canceled = await updateBackfill(
    deps.db,
    { id, creatorId, from: ['queued', 'running'] },
    { status: 'canceled', finishedAt: now },
    now,
  );
  if (canceled) return toBackfill(canceled);
  const row = await findBackfill(deps.db, id);
  if (!row || row.creatorId !== creatorId) throw notFound('backfill_not_found', backfillMessages.notFound);
  return toBackfill(row);
}
