import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { templateFor } from './pglite-template';
import * as schema from './schema';
import { TurnTakingPGlite } from './yield-between-statements';

type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository accepts: the database, or a transaction that is already open. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Present on PostgreSQL: the pool, for LISTEN/NOTIFY clients and pg-boss. */
  pool: pg.Pool | undefined;
  /** Present in embedded mode: the one in-process PGlite. */
  pglite: PGlite | undefined;
  close(): Promise<void>;
}

export async function openDatabase(
  database: Config['database'],
  /** PGlite only: a cluster tarball to start a new database from (tests pass an already migrated one). */
  options: { template?: Blob } = {},
): Promise<DatabaseHandle> {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: database.poolSize,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
      // A statement that runs for longer than this is a bug or an outage, never a result worth waiting for.
      statement_timeout: 15_000,
    });
    // An idle client that loses its connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    return {
      db: drizzlePg(pool, { schema }) as unknown as Database,
      kind: 'postgres',
      pool,
      pglite: undefined,
      close: () => pool.end(),
    };
  }

  let lock: DataDirLock | undefined;
  if (!database.dataDir.startsWith('memory://')) lock = await acquireDataDirLock(database.dataDir);
  try {
    // A new data directory starts from the build's initialised cluster instead of running initdb.
    const template = options.template ?? (await templateFor(database.dataDir));
    // A loop turn before each statement (ADR 156), through PGlite's public methods only (ADR 171).
    const pglite = await TurnTakingPGlite.open(database.dataDir, template ? { loadDataDir: template } : {});
    return {
      db: drizzlePglite(pglite, { schema }) as unknown as Database,
      kind: 'pglite',
      pool: undefined,
      pglite,
      close: async () => {
        await pglite.close();
        await lock?.release();
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}
