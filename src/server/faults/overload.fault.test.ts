import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFaultWorld,
  postgresMissing,
  seedReaders,
  skipMessage,
  type FaultWorld,
} from './fault-fixture';
import { waitFor } from '../test/wait-for';
import { send, type Outcome, type Reader } from './note-load';
import { openLoop, percentile } from './open-loop';
import type { ServerProcess } from './server-process';

/**
 * More requests arrive than the server can serve. Load shedding (ADR 091: the in-flight limit) must answer
 * the excess with a fast 503 + Retry-After, so the requests it does accept keep a bounded latency,
 * instead of queueing everything and letting every answer get slower for as long as the overload lasts.
 *
 * The arrival rate is four times the capacity measured on this machine just before (at most 2,500/s), so
 * the server is overloaded whether CI is fast or slow.
 */

if (postgresMissing) console.warn(skipMessage);

const OVERLOAD_MS = 8000;
const MAX_IN_FLIGHT = 1500;
let world: FaultWorld;
let server: ServerProcess;
let readers: Reader[];
let paths: string[];

beforeAll(async () => {
  if (postgresMissing) return;
  world = await createFaultWorld();
  server = await world.start({ role: 'api' });
  const seeded = await seedReaders(world, 4, 20);
  readers = seeded.readers;
  paths = [
    '/api/reports?limit=20',
    ...seeded.reportIds.slice(0, 5).map((id) => `/api/reports/${id}`),
    `/api/notes/status?ids=${seeded.reportIds.join(',')}`,
  ];
});
afterAll(async () => {
  await world?.destroy();
});

/** Requests per second the server completes with 64 clients that each wait for their answer. */
async function measureCapacity(ms: number): Promise<number> {
  const end = Date.now() + ms;
  let done = 0;
  await Promise.all(
    Array.from({ length: 64 }, async (_, i) => {
      for (let n = i; Date.now() < end; n++) {
        const res = await send(
          world.baseUrl,
          readers[n % readers.length]!,
          'GET',
          paths[n % paths.length]!,
          undefined,
          10_000,
          () => {},
        );
        if (res.status === 200) done++;
      }
    }),
  );
  return (done * 1000) / ms;
}

/** Whether one reader's request is served now (not shed). */
async function servesNow(): Promise<boolean> {
  const res = await send(world.baseUrl, readers[0]!, 'GET', paths[0]!, undefined, 5000, () => {});
  return res.status === 200;
}

/** The accept queue's size of the socket listening on `port`, as the kernel reports it (Linux `ss`). */
function listenBacklog(port: string): number | undefined {
  try {
    const line = execFileSync('ss', ['-Hltn', `sport = :${port}`], { encoding: 'utf8' })
      .trim()
      .split('\n')[0];
    const sendQ = line?.trim().split(/\s+/)[2];
    return sendQ === undefined ? undefined : Number(sendQ);
  } catch {
    return undefined;
  }
}

describe.skipIf(Boolean(postgresMissing))('overload', () => {
  it('listens with an accept queue a burst of new clients fits in', (context) => {
    const backlog = listenBacklog(new URL(world.baseUrl).port);
    // Skipped only where the host cannot show the socket, and it says why.
    // eslint-disable-next-line vitest/no-disabled-tests
    if (backlog === undefined) context.skip('`ss` cannot read the listening socket here');
    // Node's default of 511 overflowed under this test's burst: the kernel dropped thousands of handshakes
    // (TcpExtListenOverflows), which waited seconds for SYN retries or were reset, so requests got
    // ECONNRESET instead of a 200 or a fast 503.
    // The kernel caps the queue at net.core.somaxconn.
    const cap = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
    expect(backlog).toBe(Math.min(4096, cap));
  });

  it('sheds the excess with 503 + Retry-After and keeps the latency of what it serves bounded', async () => {
    await measureCapacity(1000); // warm-up: JIT, connection pools
    const capacity = await measureCapacity(2000);
    expect(capacity).toBeGreaterThan(10);
    // The overload starts from a calm server: one that serves a request again after the warm-up.
    await waitFor(() => servesNow(), { what: 'the server to serve after the warm-up' });
    // Four times what it serves, up to a rate the test's own client keeps up with (under its in-flight
    // cap); since ADR 156 the server serves about 1,000/s here, which the old 1,000/s ceiling made no
    // overload at all.
    const rate = Math.min(2500, Math.round(capacity * 4));
    const { outcomes, skipped } = await openLoop({
      baseUrl: world.baseUrl,
      readers,
      paths,
      ratePerSecond: rate,
      durationMs: OVERLOAD_MS,
      maxInFlight: MAX_IN_FLIGHT,
      timeoutMs: 30_000,
    });

    const latency = (o: Outcome) => o.settledAt - o.startedAt;
    const start = Math.min(...outcomes.map((o) => o.startedAt));
    const quarter = (q: number) =>
      outcomes
        .filter((o) => o.status === 200)
        .filter((o) => Math.floor(((o.startedAt - start) / OVERLOAD_MS) * 4) === q)
        .map(latency);
    const shed = outcomes.filter((o) => o.status === 503);
    const served = outcomes.filter((o) => o.status === 200);
    const p90ByQuarter = [0, 1, 2, 3].map((q) => percentile(quarter(q), 90));
    console.info(
      `overload: capacity ${capacity.toFixed(0)}/s, offered ${rate}/s for ${OVERLOAD_MS} ms: ` +
        `${served.length} served, ${shed.length} shed, ${skipped} not sent (in-flight cap); ` +
        `p50 ${percentile(outcomes.map(latency), 50)} ms, p99 ${percentile(outcomes.map(latency), 99)} ms, ` +
        `p90 of served per quarter ${p90ByQuarter.join(' / ')} ms`,
    );

    expect(server.running(), server.log()).toBe(true);
    // Every request got an answer, and only a success or a shed.
    const other = outcomes.filter((o) => o.status !== 200 && o.status !== 503);
    expect(other.map((o) => `${o.path}: ${o.status ?? o.failure} ${o.code ?? ''}`).slice(0, 10)).toEqual([]);
    // It did shed, each time saying when to come back.
    expect(shed.length).toBeGreaterThan(outcomes.length / 20);
    for (const o of shed) {
      expect(o.code).toBe('service_unavailable');
      expect(Number(o.retryAfter)).toBeGreaterThan(0);
    }
    // And it kept serving (shedding everything would be an outage, not load shedding).
    expect(served.length).toBeGreaterThan(outcomes.length / 20);
    // Bounded: with everything queued at four times capacity, each second adds three seconds of backlog,
    // so the last quarter's answers would take seconds longer than the second quarter's (until the
    // in-flight cap). With shedding they stay about the same. (Generous margins: CI machines are shared.)
    // The test's client sent nearly all it offered: a stall of the whole machine for a few seconds (seen
    // once in CI: one quarter's p90 at 6 s, the next ones back under 1 s) fills its in-flight cap, and what
    // it could not send is no answer of the server's. At 90 % of the offer the load is still 3.6 × capacity.
    expect(skipped).toBeLessThan((rate * OVERLOAD_MS) / 1000 / 10);
    expect(p90ByQuarter[3]!).toBeLessThan(2 * p90ByQuarter[1]! + 1500);
    expect(percentile(outcomes.map(latency), 99)).toBeLessThan(10_000);

    // Once the overload is over it serves everyone again.
    await waitFor(() => servesNow(), { what: 'the server to serve everyone again', timeoutMs: 5000 });
  });
});
