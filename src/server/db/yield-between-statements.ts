import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import {
  Mutex,
  parse,
  PGlite,
  protocol,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * A PGlite that lets the event loop run between two statements on its one connection (ADR 156, ADR 171).
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
  /** The parameter types of each statement prepared on this connection, or false where Parse refused it. */
  readonly #prepared = new Map<string, number[] | false>();

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

  /**
   * Runs `text` as the named statement `name` with `params` bound (ADR 171): the first call parses it on
   * this one connection, later calls only bind and execute it, so it is planned once per shape rather
   * than on every call as `query` does. It goes through PGlite's public wire-protocol interface
   * (`execProtocol` with the messages of `protocol.serialize`, read by `parse.parseResults`), the way
   * PGlite's own `query` does, and in its turn like every other statement. A text Parse refuses (a
   * parameter whose type nothing in the text decides) runs through `query` instead.
   */
  queryPrepared<T>(
    name: string,
    text: string,
    params: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return this.#inTurn(async () => {
      const types = await this.runExclusive(() => this.#prepare(name, text));
      if (!types) return super.query<T>(text, params, options);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serialize = options?.serializers?.[types[i]!] ?? this.serializers[types[i]!];
        return serialize ? serialize(value) : String(value);
      });
      const { messages } = await this.runExclusive(() =>
        this.execProtocol(
          concat([
            protocol.serialize.bind({ statement: name, values }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
        ),
      );
      return parse.parseResults(messages, this.parsers, options)[0] as Results<T>;
    });
  }

  async #prepare(name: string, text: string): Promise<number[] | false> {
    const known = this.#prepared.get(name);
    if (known !== undefined) return known;
    let types: number[] | false;
    try {
      const { messages } = await this.execProtocol(
        concat([
          protocol.serialize.parse({ name, text }),
          protocol.serialize.describe({ type: 'S', name }),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      types = parse.parseDescribeStatementResults(messages);
    } catch {
      types = false;
    }
    this.#prepared.set(name, types);
    return types;
  }
}

/** Protocol messages sent as one buffer, as a client writes them to its socket. */
function concat(messages: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
  let at = 0;
  for (const message of messages) {
    all.set(message, at);
    at += message.length;
  }
  return all;
}
