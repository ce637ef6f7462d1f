import { readwiseMessages } from '@shared/contract/readwise';
import { reportUrl } from '@shared/report-links';
import type { AppDeps } from '../../app-types';
import { canReadCreator } from '../subscriptions';
import type { JobContext } from '../../jobs/job-queue';
import {
  ReadwiseRefused,
  ReadwiseRejected,
  ReadwiseUnavailable,
  sendReadwiseHighlights,
  type ReadwiseHighlight,
} from './readwise-client';
import * as repository from './repository';
import { openSecret } from './secret-box';

export const READWISE_SYNC_QUEUE = 'readwise-sync';

/** The data a token is bound to when sealed: its owner, so a ciphertext moved to another row is useless. */
export const tokenContext = (userId: string) => `readwise-token:${userId}`;

export interface ReadwiseSyncJob {
  userId: string;
  reportIds: string[];
}

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'config'>;
interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

/** Highlights per request to Readwise. */
const readwiseBatchSize = 100;

/** One thing to send, under the key that records it as sent. */
interface Item {
  key: string;
  highlight: ReadwiseHighlight;
}

export async function registerReadwiseJobs(deps: Deps, log: Logger): Promise<void> {
  await deps.jobs.define(READWISE_SYNC_QUEUE, {
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
    heartbeatSeconds: 30,
  });
  await deps.jobs.work<ReadwiseSyncJob>(READWISE_SYNC_QUEUE, (data, job) =>
    oneAtATime(data.userId, () => runReadwiseSync(deps, data, job, log)),
  );
}

/**
 * One reader's syncs run one after the other in a process, so two syncs of the same reports cannot both
 * find an item unsent and send it twice (ADR 182).
 */
const running = new Map<string, Promise<void>>();
async function oneAtATime(userId: string, run: () => Promise<void>): Promise<void> {
  const before = running.get(userId) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(run);
  running.set(userId, mine);
  try {
    await mine;
  } finally {
    if (running.get(userId) === mine) running.delete(userId);
  }
}

/** The reader's highlights and the key learnings of the chosen reports they may still read. */
async function collectItems(deps: Deps, data: ReadwiseSyncJob, now: Date): Promise<Item[]> {
  const items: Item[] = [];
  const { appUrl } = deps.config;
  for (const reportId of data.reportIds) {
    const report = await repository.findReportForSync(deps.db, reportId);
    if (!report || report.status !== 'published') continue;
    if (!(await canReadCreator(deps, data.userId, report.creatorId, now))) continue;
    const book = {
      title: report.episodeTitle || report.title,
      author: report.channelName,
      source_url: reportUrl(appUrl, report.id),
      source_type: 'podbrief' as const,
      category: 'podcasts' as const,
    };
    const at = (seconds: number | null | undefined) =>
      typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0
        ? { location: Math.floor(seconds), location_type: 'time_offset' as const }
        : {};
    for (const highlight of await repository.findHighlightsForSync(deps.db, data.userId, report.id)) {
      items.push({
        key: `highlight:${highlight.id}`,
        highlight: {
          ...book,
          text: highlight.text,
          ...(highlight.comment ? { note: highlight.comment } : {}),
          ...at(highlight.startSeconds),
          highlighted_at: highlight.createdAt.toISOString(),
          highlight_url: reportUrl(appUrl, report.id, highlight.startSeconds),
        },
      });
    }
    for (const [index, learning] of report.keyLearnings.entries()) {
      items.push({
        key: `learning:${report.id}:${index}`,
        highlight: {
          ...book,
          text: learning.detail ? `${learning.title}\n\n${learning.detail}` : learning.title,
          ...at(learning.start),
          highlighted_at: (report.publishedAt ?? now).toISOString(),
          highlight_url: reportUrl(appUrl, report.id, learning.start),
        },
      });
    }
  }
  return items;
}

/**
 * Sends what of the chosen reports was not sent yet, in batches; an item is recorded as sent only once
 * Readwise answered success for its batch. The token is decrypted here and nowhere else.
 */
async function runReadwiseSync(
  deps: Deps,
  data: ReadwiseSyncJob,
  job: JobContext,
  log: Logger,
): Promise<void> {
  const startedAt = deps.clock.now();
  const connection = await repository.findConnection(deps.db, data.userId);
  if (!connection) return;
  const end = (outcome: { syncedAt: Date } | { error: string }) =>
    repository.recordSyncEnd(deps.db, data.userId, connection.tokenCiphertext, outcome, deps.clock.now());

  const token = deps.config.secretsKey
    ? openSecret(deps.config.secretsKey, connection.tokenCiphertext, tokenContext(data.userId))
    : null;
  if (token === null) {
    await end({ error: deps.config.secretsKey ? readwiseMessages.unreadable : readwiseMessages.notSetUp });
    return;
  }

  const items = await collectItems(deps, data, startedAt);
  const sent = await repository.sentKeys(
    deps.db,
    data.userId,
    items.map((item) => item.key),
  );
  const pending = items.filter((item) => !sent.has(item.key));
  for (let start = 0; start < pending.length; start += readwiseBatchSize) {
    const batch = pending.slice(start, start + readwiseBatchSize);
    try {
      await sendReadwiseHighlights(
        deps.config.readwise.baseUrl,
        token,
        batch.map((item) => item.highlight),
        { signal: job.signal, now: () => new Date() },
      );
    } catch (error) {
      if (error instanceof ReadwiseRejected) {
        log.warn({ userId: data.userId }, 'Readwise rejected the stored token');
        await end({ error: readwiseMessages.rejected });
        return;
      }
      if (error instanceof ReadwiseRefused) {
        // The same batch would be refused again: the job ends here, and the reader reads why.
        log.warn({ userId: data.userId, status: error.status }, 'Readwise refused a batch; not retrying');
        await end({ error: readwiseMessages.refused });
        return;
      }
      if (error instanceof ReadwiseUnavailable) {
        log.warn({ userId: data.userId, status: error.status }, 'Readwise sync failed; retrying later');
        await end({ error: readwiseMessages.unavailable });
        if (!job.isLastAttempt) throw new Error(error.message);
        return;
      }
      throw error;
    }
    await repository.markSent(
      deps.db,
      data.userId,
      batch.map((item) => item.key),
      startedAt,
    );
  }
  log.info({ userId: data.userId, sent: pending.length }, 'Readwise sync done');
  await end({ syncedAt: startedAt });
}
