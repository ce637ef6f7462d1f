import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { REPORT_PUBLISHED_CHANNEL } from '../../src/server/features/reports/report-published';
import { benchUuid } from '../generate/plan';
import type { BenchUser, StreamUser } from '../lib/fixtures';
import { rssMb } from '../lib/processes';
import { median, round1, type TargetSummary } from '../lib/stats';
import { measureHotPaths, prepareHotPaths, type HotPathContext } from './hot-paths';

/**
 * Live event streams (issue 17, ADR 054): the cost of a publish and the other hot paths' latency with one
 * stream open, then with many (2,000; 200 in quick mode) held by signed-in subscribers,
 * EVENT_STREAMS_PER_USER each. Publishes are real NOTIFYs on `report_published` for channel 0, whose readers
 * hold the first streams; the others hold streams that must receive nothing. The hot paths run while a
 * publish goes out every second, as an author publishing during traffic would.
 */

/** The product's default per-user cap (EVENT_STREAMS_PER_USER); the bench server runs with it. */
export const STREAMS_PER_USER = 10;
/** Publishes timed on an idle server, per condition. */
const idlePublishes = 5;
const publishEveryMs = 1000;
/** Streams opened at once while filling up. */
const openConcurrency = 100;
const hotPathNames = ['feed', 'report', 'session', 'landing-stats'];

export interface PublishFigures {
  count: number;
  /** From the NOTIFY until the last stream that may read the report got it. */
  medianMs: number;
  maxMs: number;
  /** Streams the event reached (each time). */
  receivers: number;
}

export interface StreamStepResult {
  streams: number;
  users: number;
  /** Streams whose user may read channel 0 (the audience of every publish). */
  readerStreams: number;
  openSec: number;
  rssMb: { oneStream: number | null; allStreams: number | null };
  publish: { one: PublishFigures; all: PublishFigures };
  /** The same, while the hot paths are under load. */
  publishUnderLoad: { one: PublishFigures; all: PublishFigures };
  paths: { name: string; label: string; oneStream: TargetSummary; allStreams: TargetSummary }[];
  /** Streams that failed to open, ended early, or received an event their user may not read. */
  failures: number;
}

interface HeldStream {
  reads: boolean;
  received: Set<string>;
  ended: boolean;
  close(): void;
}

type OnPublished = (id: string, stream: HeldStream) => void;

/** Opens one stream with the user's session cookie; resolves at its `ready` event. */
function openStream(origin: string, cookie: string, reads: boolean, onPublished: OnPublished) {
  return new Promise<HeldStream>((resolve, reject) => {
    const req = request(`${origin}/api/reports/events`, {
      agent: false,
      headers: { accept: 'text/event-stream', cookie },
    });
    const stream: HeldStream = { reads, received: new Set(), ended: false, close: () => req.destroy() };
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error('no ready event within 10 s'));
    }, 10_000);
    req.on('error', (error) => {
      stream.ended = true;
      clearTimeout(timer);
      reject(error);
    });
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        clearTimeout(timer);
        res.resume();
        reject(new Error(`the stream answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          if (event === 'ready') {
            clearTimeout(timer);
            resolve(stream);
          } else if (event === 'report_published') {
            const id = (JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as { id?: string }).id;
            if (id) {
              stream.received.add(id);
              onPublished(id, stream);
            }
          }
        }
      });
      res.on('close', () => {
        stream.ended = true;
      });
    });
    req.end();
  });
}

/** Publishes through the database and waits until every stream of a reader received it. */
class Publisher {
  private readonly waiting = new Map<string, () => void>();

  constructor(private readonly pool: pg.Pool) {}

  readonly onPublished: OnPublished = (id) => this.waiting.get(id)?.();

  async publish(streams: readonly HeldStream[]): Promise<{ ms: number; receivers: number }> {
    const id = randomUUID();
    const expected = streams.filter((s) => s.reads && !s.ended).length;
    if (expected === 0) throw new Error('no stream may read channel 0');
    let got = 0;
    const started = performance.now();
    const delivered = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`publish ${id} reached ${got} of ${expected} streams within 30 s`));
      }, 30_000);
      this.waiting.set(id, () => {
        got += 1;
        if (got < expected) return;
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(performance.now() - started);
      });
    });
    const payload = {
      id,
      creatorId: benchUuid('c', 0),
      title: 'Benchmark publish',
      publishedAt: new Date().toISOString(),
    };
    await this.pool.query('select pg_notify($1, $2)', [REPORT_PUBLISHED_CHANNEL, JSON.stringify(payload)]);
    return { ms: await delivered, receivers: expected };
  }
}

function figures(runs: { ms: number; receivers: number }[]): PublishFigures {
  return {
    count: runs.length,
    medianMs: round1(median(runs.map((r) => r.ms))),
    maxMs: round1(Math.max(...runs.map((r) => r.ms))),
    receivers: runs[0]?.receivers ?? 0,
  };
}

export async function measureStreams(
  ctx: HotPathContext,
  options: {
    pool: pg.Pool;
    serverPid: number;
    streams: number;
    users: (StreamUser & Pick<BenchUser, 'token'>)[];
    log: (line: string) => void;
    onRun?: (label: string, run: { rps: number; p50: number; p99: number; errors: number }) => void;
  },
): Promise<StreamStepResult> {
  const { pool, users, log } = options;
  const publisher = new Publisher(pool);
  const held: HeldStream[] = [];
  const slots = users.flatMap((user) => Array.from({ length: STREAMS_PER_USER }, () => user));
  const wanted = Math.min(options.streams, slots.length);
  if (wanted < options.streams) log(`  only ${users.length} stream users: ${wanted} streams`);
  const open = (user: StreamUser & Pick<BenchUser, 'token'>) =>
    openStream(ctx.apiUrl, `${ctx.cookieName}=${user.token}`, user.readsChannelZero, publisher.onPublished);

  // Only the hot paths themselves: their floors are measured by the main step.
  const loadCtx: HotPathContext = { ...ctx, dbFloorWorker: undefined, frameworkFloor: undefined };
  const paths = await prepareHotPaths(loadCtx, hotPathNames);

  const measure = async (label: string) => {
    const idle: { ms: number; receivers: number }[] = [];
    for (let i = 0; i < idlePublishes; i++) idle.push(await publisher.publish(held));
    const underLoad: { ms: number; receivers: number }[] = [];
    let pending: Promise<void> | undefined;
    const timer = setInterval(() => {
      pending ??= publisher
        .publish(held)
        .then((run) => void underLoad.push(run))
        .finally(() => (pending = undefined));
    }, publishEveryMs);
    try {
      const results = await measureHotPaths(loadCtx, paths, {
        onStart: (name) => log(`  streams (${label}): ${name}`),
        onRun: options.onRun,
      });
      return { idle: figures(idle), underLoad: figures(underLoad), results };
    } finally {
      clearInterval(timer);
      await pending;
    }
  };

  try {
    held.push(await open(slots[0]!));
    // Memory is read before each load run, not after one, where the garbage collector's timing would
    // decide the figure.
    const oneStreamRss = rssMb(options.serverPid);
    const one = await measure('one stream');

    log(`  opening ${wanted} streams for ${Math.ceil(wanted / STREAMS_PER_USER)} users`);
    const openStarted = performance.now();
    // Slot 0's user already holds one stream; the rest fill every user up to the cap.
    for (let next = 1; next < wanted; next += openConcurrency) {
      const batch = slots.slice(next, Math.min(wanted, next + openConcurrency));
      held.push(...(await Promise.all(batch.map(open))));
    }
    const openSec = round1((performance.now() - openStarted) / 1000);
    const allStreamsRss = rssMb(options.serverPid);
    const all = await measure(`${wanted} streams`);

    const endedEarly = held.filter((s) => s.ended).length;
    const leaked = held.filter((s) => !s.reads && s.received.size > 0).length;
    if (endedEarly > 0) log(`  ${endedEarly} streams ended before the step was over`);
    if (leaked > 0) log(`  ${leaked} streams received a report their user may not read`);
    return {
      streams: held.length,
      users: new Set(slots.slice(0, wanted).map((u) => u.id)).size,
      readerStreams: held.filter((s) => s.reads).length,
      openSec,
      rssMb: { oneStream: oneStreamRss, allStreams: allStreamsRss },
      publish: { one: one.idle, all: all.idle },
      publishUnderLoad: { one: one.underLoad, all: all.underLoad },
      paths: one.results.map((result, i) => ({
        name: result.name,
        label: result.label,
        oneStream: result.api,
        allStreams: all.results[i]!.api,
      })),
      failures: endedEarly + leaked,
    };
  } finally {
    for (const stream of held) stream.close();
  }
}
