import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError } from '../errors';
import type { OpmlOutline } from '../rss/opml';
import type { FeedPreview } from '../rss/feed-types';
import { FeedParseError } from '../rss/parse-feed';
import { TranscriptError, type ParsedTranscript, type TranscriptFormat } from './transcript';
import type { ParseOutcome, ParseTask } from './transcript-worker';

/** How much of the machine one parse of an untrusted document may take (`Config['parse']`, ADR 166). */
export interface ParseBudget {
  /** Longest one parse may run once it has started; past it the worker thread is ended. */
  timeMs: number;
  /** Heap of one worker thread; a parse that needs more ends its thread. */
  memoryMb: number;
  /** Worker threads that parse at once. */
  threads: number;
  /** Parses that may wait for a thread; one more is refused as busy rather than queued. */
  queue: number;
}

/** The defaults of the PARSE_* settings (config.ts), and the budget of callers given none. */
export const defaultParseBudget: ParseBudget = {
  timeMs: 5000,
  memoryMb: 256,
  // One thread for parses and one core left to the request thread on a 2-core machine.
  threads: Math.max(1, Math.min(2, availableParallelism() - 1)),
  queue: 32,
};

/** The document needed more time or memory than the budget gives one parse: it was stopped. */
export class ParseBudgetExceeded extends Error {
  constructor(readonly resource: 'time' | 'memory') {
    super(`The parse went past its ${resource} budget and was stopped.`);
    this.name = 'ParseBudgetExceeded';
  }
}

/** Every parse thread is busy and the queue is full: try again shortly. */
export class ParsePoolBusy extends Error {
  constructor() {
    super('Every parse thread is busy and the queue is full.');
    this.name = 'ParsePoolBusy';
  }
}

/**
 * The worker's file for how this process runs: the bundle's own entry beside the built server
 * (scripts/build-server.mjs), or a bootstrap that loads the TypeScript source through tsx (dev, tests).
 */
function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  return here.endsWith('.ts')
    ? fileURLToPath(new URL('./transcript-worker-source.mjs', import.meta.url))
    : fileURLToPath(new URL('./transcript-worker.js', import.meta.url));
}

const pools = new Map<string, Piscina<ParseTask, ParseOutcome>>();

/** One pool per budget in a process (normally one); idle threads do not keep the process alive. */
function poolFor(budget: ParseBudget): Piscina<ParseTask, ParseOutcome> {
  const key = JSON.stringify(budget);
  let pool = pools.get(key);
  if (!pool) {
    pool = new Piscina<ParseTask, ParseOutcome>({
      filename: workerFile(),
      name: 'default',
      minThreads: 0,
      maxThreads: budget.threads,
      idleTimeout: 60_000,
      maxQueue: budget.queue,
      resourceLimits: {
        maxOldGenerationSizeMb: budget.memoryMb,
        maxYoungGenerationSizeMb: Math.max(8, Math.round(budget.memoryMb / 8)),
      },
    });
    pools.set(key, pool);
  }
  return pool;
}

/** Work counted for tests: how many documents this process has handed to the parse threads. */
export const parseCounter = { transcripts: 0, feeds: 0, opml: 0 };

/**
 * Runs one parse on a worker thread. The time budget counts from when the worker starts the task (the
 * task writes its start into a shared clock), so a parse that waited in the queue still gets its whole
 * budget; past it the abort signal makes the pool end that thread.
 */
async function runBudgeted(
  budget: ParseBudget,
  task: DistributiveOmit<ParseTask, 'started'>,
): Promise<ParseOutcome> {
  const pool = poolFor(budget);
  if (pool.queueSize >= budget.queue) throw new ParsePoolBusy();
  const started = new SharedArrayBuffer(8);
  const startedAt = new Float64Array(started);
  const controller = new AbortController();
  let timer: NodeJS.Timeout;
  const watch = (delay: number) => {
    timer = setTimeout(() => {
      const since = startedAt[0] ?? 0;
      if (since === 0) return watch(budget.timeMs);
      const left = since + budget.timeMs - Date.now();
      if (left > 0) return watch(left);
      controller.abort();
    }, delay);
  };
  watch(budget.timeMs);
  try {
    return await pool.run({ ...task, started } as ParseTask, { signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) throw new ParseBudgetExceeded('time');
    if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY')
      throw new ParseBudgetExceeded('memory');
    if (pool.queueSize >= budget.queue) throw new ParsePoolBusy();
    throw error;
  } finally {
    clearTimeout(timer!);
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * `parseTranscript` off the request thread, within the budget. Throws TranscriptError when the text
 * cannot be read as a transcript, ParseBudgetExceeded or ParsePoolBusy otherwise.
 */
export async function parseTranscriptInPool(
  budget: ParseBudget,
  content: string,
  format: TranscriptFormat,
): Promise<ParsedTranscript> {
  parseCounter.transcripts += 1;
  const outcome = await runBudgeted(budget, { kind: 'transcript', content, format });
  if (!outcome.ok) throw new TranscriptError(outcome.message);
  if (outcome.kind !== 'transcript') throw new Error('The parse worker answered a transcript with a feed.');
  return outcome.parsed;
}

/** `decodeFeed` + `parseFeed` off the request thread, within the budget; FeedParseError when unreadable. */
export async function parseFeedInPool(
  budget: ParseBudget,
  body: Uint8Array,
  contentType: string | undefined,
  options: { feedUrl: string; maxItems: number; truncated: boolean },
): Promise<FeedPreview> {
  parseCounter.feeds += 1;
  const outcome = await runBudgeted(budget, { kind: 'feed', body, contentType, options });
  if (!outcome.ok) throw new FeedParseError(outcome.message);
  if (outcome.kind !== 'feed') throw new Error('The parse worker answered a feed with a transcript.');
  return outcome.feed;
}

/**
 * `parseOpml` off the request thread, within the budget (ADR 223): its outlines, or its refusal as the
 * same AppError (413 `opml_too_large`, 422 `opml_invalid`, `opml_too_many_outlines`, `opml_too_complex`);
 * ParseBudgetExceeded or ParsePoolBusy otherwise.
 */
export async function parseOpmlInPool(budget: ParseBudget, bytes: Uint8Array): Promise<OpmlOutline[]> {
  parseCounter.opml += 1;
  const outcome = await runBudgeted(budget, { kind: 'opml', bytes });
  if (!outcome.ok) {
    if (outcome.refused !== 'opml') throw new Error('The parse worker refused an OPML file as another kind.');
    const { status, code, message, details } = outcome.error;
    throw new AppError(status, code, message, details ? { details } : {});
  }
  if (outcome.kind !== 'opml') throw new Error('The parse worker answered an OPML file with another kind.');
  return outcome.outlines;
}
