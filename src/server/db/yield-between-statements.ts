import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import {
  Mutex,
  PGlite,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * A PGlite that lets the event loop run between two statements on its one connection (ADR 155, ADR 171).
 *
 * PGlite runs a statement synchronously in WebAssembly on this process's event loop, and hands its lock
 * from one waiting statement to the next in a promise continuation. Without a break, a queue of waiting
 * statements therefore ran as one long stretch: no socket was read, no answer written and no timer fired
 * until every statement queued had run, so 50 readers arriving at once waited for each other's whole
 * requests, and the event-loop-delay backstop (ADR 091) answered 503.
 *
 * So every statement and transaction the app sends (`query`, `exec`, `transaction`, and `sql`, which
 * calls `query`) first takes this class's own first-come, first-served turn, then waits one turn of the
 * loop, then runs through PGlite's public method. The loop never waits longer than one statement (or one
 * transaction), and the order of arrival is kept. Only PGlite's public methods are overridden and called;
 * PGlite's own lock is then always free when a statement reaches it.
 */
export class TurnTakingPGlite extends PGlite {
  readonly #turns = new Mutex();

  /** Opens a database as `PGlite.create` does (which always makes a plain PGlite). */
  static async open(dataDir: string, options?: PGliteOptions): Promise<TurnTakingPGlite> {
    const pglite = new TurnTakingPGlite(dataDir, options);
    await pglite.waitReady;
    return pglite;
  }

  #inTurn<T>(run: () => Promise<T>): Promise<T> {
    return this.#turns.runExclusive(async () => {
      await nextLoopTurn();
      return run();
    });
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- PGlite's own signature
  override query<T>(query: string, params?: any[], options?: QueryOptions): Promise<Results<T>> {
    return this.#inTurn(() => super.query<T>(query, params, options));
  }

  override exec(query: string, options?: QueryOptions): Promise<Array<Results>> {
    return this.#inTurn(() => super.exec(query, options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#inTurn(() => super.transaction(callback));
  }
}
