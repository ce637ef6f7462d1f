import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFaultWorld,
  postgresMissing,
  seedReaders,
  skipMessage,
  type FaultWorld,
} from './fault-fixture';
import { waitFor } from '../wait-for';
import { NoteLedger, send, startNoteLoad, type Outcome, type Reader } from './note-load';
import type { ServerProcess } from './server-process';

/**
 * PostgreSQL stops in the middle of a load of reads and note saves, then comes back. While it is down
 * the API answers 503 with Retry-After at once (no request hangs, the process stays up); within 5 s of
 * the database returning it answers normally again; and every save it acknowledged is in the database.
 */

if (postgresMissing) console.warn(skipMessage);

const REQUEST_LIMIT_MS = 8000;
let world: FaultWorld;
let server: ServerProcess;
let readers: Reader[];
let reportIds: string[];

beforeAll(async () => {
  if (postgresMissing) return;
  world = await createFaultWorld();
  server = await world.start();
  ({ readers, reportIds } = await seedReaders(world, 3, 4));
});
afterAll(async () => {
  await world?.destroy();
});

describe.skipIf(Boolean(postgresMissing))('the database goes away under load', () => {
  it('answers 503 + Retry-After while it is down, recovers within 5 s, and loses no acknowledged save', async () => {
    const outcomes: Outcome[] = [];
    const ledger = new NoteLedger();
    const load = startNoteLoad({
      baseUrl: () => world.baseUrl,
      readers,
      reportIds,
      ledger,
      timeoutMs: REQUEST_LIMIT_MS,
      record: (o) => outcomes.push(o),
      readLoops: 4,
    });

    await waitFor(() => ledger.acknowledgedSaves >= 20, { what: 'saves acknowledged before the outage' });
    const savedBeforeStop = ledger.acknowledgedSaves;
    await world.cluster.stop();
    const downAt = Date.now();
    // Down until every kind of request has met the outage many times over.
    const refusedWhileDown = (method: string) =>
      outcomes.filter((o) => o.method === method && o.startedAt > downAt + 200 && o.status === 503).length;
    await waitFor(() => refusedWhileDown('PUT') > 20 && refusedWhileDown('GET') > 20, {
      what: 'reads and saves to be refused while the database is down',
      timeoutMs: 30_000,
    });
    await world.cluster.start();
    const upAt = Date.now();

    // A prober of our own measures when the API answers a database-backed read again.
    const recoveredAt = await waitFor(
      async () => {
        const res = await send(
          world.baseUrl,
          readers[0]!,
          'GET',
          '/api/reports?limit=5',
          undefined,
          5000,
          () => {},
        );
        return res.status === 200 ? Date.now() : undefined;
      },
      { what: 'the API to answer a database-backed read again', timeoutMs: 15_000 },
    );
    // The clients carry on until plenty of them have been served again.
    await waitFor(
      () => outcomes.filter((o) => o.startedAt > recoveredAt + 1000 && o.status === 200).length > 10,
      { what: 'reads and saves to succeed after the recovery', timeoutMs: 30_000 },
    );
    await load.stop();

    console.info(
      `database down: ${outcomes.length} requests, ${outcomes.filter((o) => o.status === 503).length} × 503, ` +
        `slowest ${Math.max(...outcomes.map((o) => o.settledAt - o.startedAt))} ms, ` +
        `recovered ${recoveredAt - upAt} ms after the database returned, ` +
        `${ledger.acknowledgedSaves} acknowledged saves`,
    );
    const context = () => `server log:\n${server.log()}`;
    expect(server.running(), context()).toBe(true);
    expect(savedBeforeStop).toBeGreaterThan(0);

    // No request hung or lost its connection: each one got an HTTP answer within the limit.
    const unanswered = outcomes.filter((o) => o.status === undefined);
    expect(unanswered.map((o) => `${o.method} ${o.path}: ${o.failure}`)).toEqual([]);
    const slowest = Math.max(...outcomes.map((o) => o.settledAt - o.startedAt));
    expect(slowest).toBeLessThan(REQUEST_LIMIT_MS);

    // Only the answers the app means to give: success, a version conflict, or 503 with Retry-After.
    const unexpected = outcomes.filter((o) => ![200, 409, 503].includes(o.status!));
    expect(unexpected.map((o) => `${o.method} ${o.path}: ${o.status} ${o.code}`)).toEqual([]);
    const unavailable = outcomes.filter((o) => o.status === 503);
    expect(unavailable.length).toBeGreaterThan(10);
    // database_unavailable mostly; service_unavailable when the loaded machine also trips the load shedder.
    expect(unavailable.filter((o) => o.code === 'database_unavailable').length).toBeGreaterThan(10);
    for (const o of unavailable) {
      expect(['database_unavailable', 'service_unavailable']).toContain(o.code);
      expect(Number(o.retryAfter)).toBeGreaterThan(0);
    }

    // While it was down (after the stop had taken effect), nothing succeeded and every answer came quickly.
    const whileDown = outcomes.filter((o) => o.startedAt > downAt + 200 && o.settledAt < upAt);
    expect(whileDown.length).toBeGreaterThan(10);
    expect(whileDown.every((o) => o.status === 503)).toBe(true);
    expect(Math.max(...whileDown.map((o) => o.settledAt - o.startedAt))).toBeLessThan(3000);

    // Back within 5 s, and from a second after that on, the database is never reported missing again.
    expect(recoveredAt - upAt).toBeLessThan(5000);
    const afterRecovery = outcomes.filter((o) => o.startedAt > recoveredAt + 1000);
    expect(afterRecovery.length).toBeGreaterThan(10);
    // (A shed for load, service_unavailable, can still happen on a busy machine; the outage is over.)
    expect(afterRecovery.filter((o) => o.code === 'database_unavailable')).toEqual([]);
    expect(afterRecovery.filter((o) => o.status === 200).length).toBeGreaterThan(10);

    expect(await ledger.verify(world.direct.db)).toEqual([]);
    expect(ledger.acknowledgedSaves).toBeGreaterThan(savedBeforeStop);
  });
});
