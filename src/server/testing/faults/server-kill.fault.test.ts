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

/**
 * The server process is killed with SIGKILL in the middle of note saves (no shutdown hook runs) and
 * started again: every save it had acknowledged is in the database, and the clients carry on.
 */

if (postgresMissing) console.warn(skipMessage);

let world: FaultWorld;
let readers: Reader[];
let reportIds: string[];

beforeAll(async () => {
  if (postgresMissing) return;
  world = await createFaultWorld();
  await world.start();
  ({ readers, reportIds } = await seedReaders(world, 2, 4));
});
afterAll(async () => {
  await world?.destroy();
});

describe.skipIf(Boolean(postgresMissing))('kill -9 of the server during note saves', () => {
  it('keeps every acknowledged save across the crash and the restart', async () => {
    const outcomes: Outcome[] = [];
    const ledger = new NoteLedger();
    const load = startNoteLoad({
      baseUrl: () => world.baseUrl,
      readers,
      reportIds,
      ledger,
      timeoutMs: 8000,
      record: (o) => outcomes.push(o),
      readLoops: 2,
    });

    // Saves are always in flight under this load, so the kill lands in the middle of some of them.
    await waitFor(() => ledger.acknowledgedSaves >= 10, { what: 'saves acknowledged before the kill' });
    const running = world.servers().at(-1)!;
    const ackedBeforeKill = ledger.acknowledgedSaves;
    await running.kill('SIGKILL');
    const killedAt = Date.now();
    expect(running.exit()?.signal).toBe('SIGKILL');

    // The clients meet the dead server before it comes back.
    await waitFor(() => outcomes.some((o) => o.startedAt > killedAt && o.status === undefined), {
      what: 'a request to fail against the killed server',
    });
    const restarted = await world.start();
    const restartedAt = Date.now();
    await waitFor(
      () =>
        outcomes.some((o) => o.startedAt > restartedAt && o.method === 'PUT' && o.status === 200) &&
        ledger.acknowledgedSaves > ackedBeforeKill,
      { what: 'the restarted server to acknowledge saves' },
    );
    await load.stop();

    console.info(
      `server kill: ${ackedBeforeKill} saves acknowledged before the kill, ${ledger.acknowledgedSaves} in all; ` +
        `${outcomes.filter((o) => o.status === undefined).length} requests lost their connection; ` +
        `restart took ${restartedAt - killedAt} ms`,
    );
    expect(ackedBeforeKill).toBeGreaterThan(0);
    // The kill did land in the middle of saves: some were cut off without an answer.
    expect(outcomes.some((o) => o.method === 'PUT' && o.startedAt < killedAt && o.status === undefined)).toBe(
      true,
    );
    // Requests that were in flight at the kill (or sent while it was down) lost their connection; the
    // others got a success, a version conflict, or a 503 + Retry-After (a freshly started process may
    // shed for a moment while its event loop is still busy starting up). Nothing else.
    const unexpected = outcomes.filter(
      (o) =>
        o.status !== undefined &&
        ![200, 409].includes(o.status) &&
        !(o.status === 503 && o.code === 'service_unavailable' && o.retryAfter),
    );
    expect(unexpected.map((o) => `${o.method} ${o.path}: ${o.status} ${o.code}`)).toEqual([]);
    expect(outcomes.filter((o) => o.status === undefined && o.failure?.startsWith('no answer'))).toEqual([]);
    // The restarted server served the same clients (same session cookies) and saved more.
    const afterRestart = outcomes.filter((o) => o.startedAt > restartedAt && o.method === 'PUT');
    expect(afterRestart.length).toBeGreaterThan(0);
    expect(afterRestart.filter((o) => o.status === 200).length).toBeGreaterThan(0);
    expect(ledger.acknowledgedSaves).toBeGreaterThan(ackedBeforeKill);

    expect(await ledger.verify(world.direct.db), restarted.log()).toEqual([]);

    // A probe through the restarted server agrees with the database (waiting out a brief shed, as the app does).
    const probe = await waitFor(
      async () => {
        const res = await send(
          world.baseUrl,
          readers[0]!,
          'GET',
          `/api/reports/${reportIds[0]}/note`,
          undefined,
          5000,
          () => {},
        );
        return res.status === 200 ? res : undefined;
      },
      { what: 'the restarted server to answer', timeoutMs: 10_000, intervalMs: 250 },
    );
    expect(probe.status).toBe(200);
    expect(probe.body.exists).toBe(true);
  });
});
