import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TurnTakingPGlite } from './yield-between-statements';

// PGlite's own behaviour (ADR 156); PostgreSQL runs statements in its own processes.
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('statements on the embedded database', () => {
  let pglite: TurnTakingPGlite;
  beforeAll(async () => {
    pglite = await TurnTakingPGlite.open('memory://');
    await pglite.exec('create table numbers (n int)');
  });
  afterAll(async () => {
    await pglite.close();
  });

  it('let the event loop run between two queued statements, and keep their order', async () => {
    const events: string[] = [];
    const statements = [1, 2, 3, 4].map((n) =>
      pglite.query(`insert into numbers values (${n})`).then(() => events.push(`statement ${n}`)),
    );
    // Whatever the loop has to do besides (a socket to read, a timer) gets its turn before the queue ends.
    const loopTurn = new Promise<void>((resolve) =>
      setImmediate(() => {
        events.push('loop');
        resolve();
      }),
    );
    await Promise.all([...statements, loopTurn]);
    expect(events.indexOf('loop')).toBeLessThan(events.indexOf('statement 2'));
    expect(events.filter((e) => e !== 'loop')).toEqual([1, 2, 3, 4].map((n) => `statement ${n}`));
  });

  it('still run a transaction as one turn, and roll back a failed one', async () => {
    await pglite.transaction(async (tx) => {
      await tx.query('insert into numbers values (10)');
      await tx.query('insert into numbers values (11)');
    });
    await expect(
      pglite.transaction(async (tx) => {
        await tx.query('insert into numbers values (12)');
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    const { rows } = await pglite.query<{ n: number }>('select n from numbers where n >= 10 order by n');
    expect(rows.map((r) => r.n)).toEqual([10, 11]);
  });
});
