import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsFolder } from '../paths';
import type { DatabaseHandle } from './client';

const MIGRATION_LOCK_KEY = 7_240_301;

/**
 * Applies the checked-in SQL migrations with Drizzle's programmatic migrator (drizzle-kit's CLI hides
 * errors). Already-applied migrations are skipped, so a second run does nothing.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.pool) {
    // Several API processes may start at once: one migrates, the others wait for it.
    const client = await handle.pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client) as NodePgDatabase, { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
