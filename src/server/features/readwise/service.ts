import type {
  ReadwiseConnection,
  ReadwiseReportList,
  ReadwiseSync,
  ReadwiseSyncStarted,
} from '@shared/contract/readwise';
import { readwiseMessages } from '@shared/contract/readwise';
import type { AppDeps } from '../../app-types';
import { AppError } from '../../errors';
import { READWISE_SYNC_QUEUE, tokenContext, type ReadwiseSyncJob } from './sync-job';
import { checkReadwiseToken, ReadwiseRefused, ReadwiseRejected } from './readwise-client';
import * as repository from './repository';
import { sealSecret } from './secret-box';

/**
 * Readwise (ADR 182): a reader connects with their access token, which is checked with Readwise, stored
 * encrypted and never answered again (only its last four characters); a sync of chosen reports runs as a
 * job, the only place the token is decrypted.
 */

type Deps = Pick<AppDeps, 'db' | 'config' | 'jobs'>;

function requireKey(deps: Deps): Buffer {
  if (!deps.config.secretsKey) throw new AppError(503, 'readwise_unavailable', readwiseMessages.notSetUp);
  return deps.config.secretsKey;
}

export async function getConnection(deps: Deps, userId: string): Promise<ReadwiseConnection> {
  const row = await repository.findConnection(deps.db, userId);
  const counts = await repository.sentCounts(deps.db, userId, row?.lastSyncAt ?? null);
  return {
    available: deps.config.secretsKey !== null,
    connected: row !== undefined,
    hint: row ? `…${row.tokenHint}` : null,
    lastSyncAt: row?.lastSyncAt?.toISOString() ?? null,
    lastError: row?.lastError ?? null,
    lastAttemptAt: row && (row.lastSyncAt || row.lastError) ? row.updatedAt.toISOString() : null,
    sentCount: counts.total,
    lastSyncSentCount: counts.lastSync,
  };
}

/** Checks the token with Readwise, then keeps it encrypted. A rejected token changes nothing. */
export async function connect(
  deps: Deps,
  userId: string,
  token: string,
  now: Date,
): Promise<ReadwiseConnection> {
  const key = requireKey(deps);
  try {
    await checkReadwiseToken(deps.config.readwise.baseUrl, token);
  } catch (error) {
    // Any refusal of the token check (401, or a 4xx such as 400 for a malformed token) is about the token:
    // a 422 the reader can act on, never a 502 that clients would retry.
    if (error instanceof ReadwiseRejected || error instanceof ReadwiseRefused)
      throw new AppError(422, 'readwise_token_rejected', readwiseMessages.rejected);
    throw new AppError(502, 'readwise_unavailable', readwiseMessages.unavailable, { cause: error });
  }
  await repository.saveConnection(
    deps.db,
    userId,
    sealSecret(key, token, tokenContext(userId)),
    token.slice(-4),
    now,
  );
  return getConnection(deps, userId);
}

/** Forgets the token (what was sent stays recorded as sent). */
export async function disconnect(deps: Deps, userId: string): Promise<void> {
  await repository.deleteConnection(deps.db, userId);
}

/** Queues a sync of the chosen reports; at most one waits per reader (a second is folded into it). */
export async function startSync(
  deps: Deps,
  userId: string,
  input: ReadwiseSync,
  now: Date,
): Promise<ReadwiseSyncStarted> {
  requireKey(deps);
  if (!(await repository.findConnection(deps.db, userId)))
    throw new AppError(409, 'readwise_not_connected', readwiseMessages.notConnected);
  const job: ReadwiseSyncJob = { userId, reportIds: [...new Set(input.reportIds)] };
  await deps.jobs.send(READWISE_SYNC_QUEUE, job);
  return { requestedAt: now.toISOString() };
}

const reportListLimit = 200;

/** The reports the reader highlighted, to choose from. */
export async function listReports(deps: Deps, userId: string): Promise<ReadwiseReportList> {
  const rows = await repository.highlightedReports(deps.db, userId, reportListLimit);
  return {
    items: rows.map((row) => ({
      reportId: row.reportId,
      title: row.title,
      channelName: row.channelName,
      highlightCount: Number(row.highlightCount),
      unsentCount: Number(row.unsentCount),
      lastHighlightAt: new Date(row.lastHighlightAt ?? 0).toISOString(),
    })),
  };
}
