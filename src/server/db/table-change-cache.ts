import type { PGlite } from '@electric-sql/pglite';

/** The NOTIFY channel on which the watched tables announce a write. */
const CHANNEL = 'podbrief_table_changed';

/**
 * Rows read from a few tables of the embedded database, kept in the process until any of those tables is
 * written (ADR 156). It is exact, not a time-to-live guess, because of three facts:
 *
 * - one process holds the PGlite data directory (db/data-dir-lock.ts), so every write goes through the
 *   instance this cache listens on;
 * - a statement-level trigger on each watched table NOTIFYs on every insert, update, delete and truncate,
 *   and PostgreSQL sends it when the write commits (never for a rolled-back one);
 * - PGlite hands a notification to its listeners before the promise of the statement that caused it (or
 *   of the COMMIT) resolves, so whoever wrote has emptied the cache by the time it carries on.
 *
 * A read that was under way while a write committed may hold what it read from before the write: the
 * generation it started in is compared when it returns, and such a value is answered but not kept.
 */
export class TableChangeCache<V> {
  private readonly entries = new Map<string, V>();
  private generation = 0;

  private constructor(private readonly maxEntries: number) {}

  /**
   * Installs the triggers on `tables` (idempotent, so every start can run it) and starts listening.
   * `stop` ends the listening; the triggers stay, and notify nobody.
   */
  static async watch<V>(
    pglite: PGlite,
    tables: readonly string[],
    maxEntries = 10_000,
  ): Promise<{ cache: TableChangeCache<V>; stop: () => Promise<void> }> {
    const cache = new TableChangeCache<V>(maxEntries);
    await pglite.exec(`
      create or replace function podbrief_table_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('${CHANNEL}', tg_table_name);
        return null;
      end $$;
      ${tables
        .map(
          (table) => `create or replace trigger ${table}_changed
            after insert or update or delete or truncate on "${table}"
            for each statement execute function podbrief_table_changed();`,
        )
        .join('\n')}`);
    const watched = new Set(tables);
    const stop = await pglite.listen(CHANNEL, (table) => {
      if (watched.has(table)) cache.clear();
    });
    return { cache, stop };
  }

  /** The kept value for `key`, or what `load` reads (kept unless it is undefined or a write overtook it). */
  async read(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const kept = this.entries.get(key);
    if (kept !== undefined) {
      // Least recently used goes first when the cache is full: a Map iterates in insertion order.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const startedIn = this.generation;
    const value = await load();
    if (value !== undefined && startedIn === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, value);
    }
    return value;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
