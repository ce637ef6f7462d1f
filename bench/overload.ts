/**
 * `npx tsx bench/overload.ts`: load shedding under a sustained overload (ADR 091), measured. The real
 * server runs against a private PostgreSQL cluster (as the fault tests do); its capacity with 64 waiting
 * clients is measured, then requests arrive at four times that rate (at most 2,500/s) for eight seconds,
 * whether or not earlier ones have answered. It prints what was served, shed and left unsent, and the
 * latency of what was served per quarter of the overload, and checks the targets:
 *
 * - the client sent at least nine tenths of what it offered (else the machine, not the server, was the
 *   limit and the figures say little);
 * - the 90th percentile of the last quarter is under twice the second quarter's plus 1.5 s (a queue
 *   would grow by three seconds a second);
 * - the 99th percentile of all answers is under 10 s.
 *
 * The fault test (src/server/testing/faults/overload.fault.test.ts) keeps the behaviour: excess gets 503 with
 * Retry-After and nothing else breaks. These figures depend on the machine, so they live here (ADR 221).
 * `npm run bench` runs it in full mode; it writes bench/results/overload.json. Exit 1 on a missed target.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createFaultWorld, postgresMissing, seedReaders } from '../src/server/testing/faults/fault-fixture';
import { send, type Outcome, type Reader } from '../src/server/testing/faults/note-load';
import { openLoop, overloadPaths, percentile } from '../src/server/testing/faults/open-loop';
import { root } from './lib/processes';

const OVERLOAD_MS = 8000;
const MAX_IN_FLIGHT = 1500;

/** Requests per second the server completes with 64 clients that each wait for their answer. */
async function measureCapacity(baseUrl: string, readers: Reader[], paths: string[], ms: number) {
  const end = Date.now() + ms;
  let done = 0;
  await Promise.all(
    Array.from({ length: 64 }, async (_, i) => {
      for (let n = i; Date.now() < end; n++) {
        const res = await send(
          baseUrl,
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

async function main(): Promise<number> {
  if (postgresMissing) {
    console.log(`overload: skipped (${postgresMissing})`);
    return 0;
  }
  const world = await createFaultWorld();
  try {
    await world.start({ role: 'api' });
    const seeded = await seedReaders(world, 4, 20);
    const paths = overloadPaths(seeded.reportIds);
    await measureCapacity(world.baseUrl, seeded.readers, paths, 1000); // warm-up: JIT, connection pools
    const capacity = await measureCapacity(world.baseUrl, seeded.readers, paths, 2000);
    // Back to calm before the overload starts.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rate = Math.min(2500, Math.round(capacity * 4));
    const { outcomes, skipped } = await openLoop({
      baseUrl: world.baseUrl,
      readers: seeded.readers,
      paths,
      ratePerSecond: rate,
      durationMs: OVERLOAD_MS,
      maxInFlight: MAX_IN_FLIGHT,
      timeoutMs: 30_000,
    });

    const latency = (o: Outcome) => o.settledAt - o.startedAt;
    const start = Math.min(...outcomes.map((o) => o.startedAt));
    const servedIn = (q: number) =>
      outcomes
        .filter((o) => o.status === 200)
        .filter((o) => Math.floor(((o.startedAt - start) / OVERLOAD_MS) * 4) === q)
        .map(latency);
    const p90ByQuarter = [0, 1, 2, 3].map((q) => percentile(servedIn(q), 90));
    const offered = (rate * OVERLOAD_MS) / 1000;
    const result = {
      date: new Date().toISOString(),
      capacityPerSecond: Math.round(capacity),
      offeredPerSecond: rate,
      served: outcomes.filter((o) => o.status === 200).length,
      shed: outcomes.filter((o) => o.status === 503).length,
      other: outcomes.filter((o) => o.status !== 200 && o.status !== 503).length,
      unsent: skipped,
      p50Ms: percentile(outcomes.map(latency), 50),
      p99Ms: percentile(outcomes.map(latency), 99),
      p90ServedByQuarterMs: p90ByQuarter,
    };
    const targets = {
      'sent ≥ 90 % of the offer': skipped < offered / 10,
      'p90 of the last quarter < 2 × the second + 1.5 s': p90ByQuarter[3]! < 2 * p90ByQuarter[1]! + 1500,
      'p99 < 10 s': result.p99Ms < 10_000,
      'only 200 or 503': result.other === 0,
    };
    console.log(
      `overload: capacity ${result.capacityPerSecond}/s, offered ${rate}/s for ${OVERLOAD_MS} ms: ` +
        `${result.served} served, ${result.shed} shed, ${result.other} other, ${skipped} not sent; ` +
        `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, p90 of served per quarter ${p90ByQuarter.join(' / ')} ms`,
    );
    for (const [name, met] of Object.entries(targets)) console.log(`  ${met ? 'met' : 'MISSED'}: ${name}`);
    await mkdir(join(root, 'bench', 'results'), { recursive: true });
    await writeFile(
      join(root, 'bench', 'results', 'overload.json'),
      `${JSON.stringify({ ...result, targets }, null, 2)}\n`,
    );
    return Object.values(targets).every(Boolean) ? 0 : 1;
  } finally {
    await world.destroy();
  }
}

process.exitCode = await main();
