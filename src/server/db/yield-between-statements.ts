import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Lets the event loop run between two statements on PGlite's one connection (ADR 155).
 *
 * PGlite runs a statement synchronously in WebAssembly on this process's event loop, and hands its lock
 * from one waiting statement to the next in a promise continuation. Without a break, a queue of waiting
 * statements therefore ran as one long stretch: no socket was read, no answer written and no timer fired
 * until every statement queued had run, so 50 readers arriving at once waited for each other's whole
 * requests, and the event-loop-delay backstop (ADR 091) answered 503. With one turn of the loop taken
 * after the lock is held and before the statement runs, the loop never waits longer than one statement,
 * and the lock's own first-come, first-served order is kept.
 */
export function yieldBetweenStatements(pglite: PGlite): void {
  const runExclusive = pglite._runExclusiveTransaction.bind(pglite);
  pglite._runExclusiveTransaction = <T>(statement: () => Promise<T>) =>
    runExclusive(async () => {
      await nextLoopTurn();
      return statement();
    });
}
