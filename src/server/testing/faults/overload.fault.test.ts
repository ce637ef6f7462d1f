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
import { waitFor } from '../wait-for';
import { send, type Reader } from './note-load';
import { burst, overloadPaths } from './open-loop';
import type { ServerProcess } from './server-process';

/**
 * More requests arrive than the server may serve at once. Load shedding (ADR 091: the in-flight limit)
 * must answer the excess at once with 503 + Retry-After, serve the rest, keep running, and serve everyone
 * again when the burst is over. The limit is set low and the burst is many times larger and sent all at
 * once, so it is exceeded however fast or slow the machine is. How much the server serves under a
 * sustained overload, and with what latency, depends on the machine: `npm run bench` measures it
 * (bench/overload.ts, ADR 221).
 */

if (postgresMissing) console.warn(skipMessage);

/** The server's MAX_REQUESTS_IN_FLIGHT here: a burst of BURST requests sent at once exceeds it. */
const LIMIT = 8;
const BURST = 400;
let world: FaultWorld;
let server: ServerProcess;
let readers: Reader[];
let paths: string[];

beforeAll(async () => {
  if (postgresMissing) return;
  world = await createFaultWorld();
  server = await world.start({ role: 'api', env: { MAX_REQUESTS_IN_FLIGHT: String(LIMIT) } });
  const seeded = await seedReaders(world, 4, 20);
  readers = seeded.readers;
  paths = overloadPaths(seeded.reportIds);
});
afterAll(async () => {
  await world?.destroy();
});

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

  it('answers a burst beyond its limit with 503 + Retry-After, serves the rest, and reopens', async () => {
    await waitFor(() => servesNow(), { what: 'the server to serve before the burst' });
    const outcomes = await burst({ baseUrl: world.baseUrl, readers, paths, count: BURST, timeoutMs: 60_000 });

    expect(server.running(), server.log()).toBe(true);
    expect(outcomes).toHaveLength(BURST);
    // Every request got an answer, and only a success or a shed.
    const other = outcomes.filter((o) => o.status !== 200 && o.status !== 503);
    expect(other.map((o) => `${o.path}: ${o.status ?? o.failure} ${o.code ?? ''}`).slice(0, 10)).toEqual([]);
    // It did shed, each time saying when to come back...
    const shed = outcomes.filter((o) => o.status === 503);
    expect(shed.length).toBeGreaterThan(0);
    for (const o of shed) {
      expect(o.code).toBe('service_unavailable');
      expect(Number(o.retryAfter)).toBeGreaterThan(0);
    }
    // ...and kept serving (shedding everything would be an outage, not load shedding).
    expect(outcomes.filter((o) => o.status === 200).length).toBeGreaterThanOrEqual(LIMIT);

    // Once the burst is over it serves everyone again.
    await waitFor(() => servesNow(), { what: 'the server to serve everyone again' });
  });
});
