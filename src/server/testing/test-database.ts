import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';

/** Which engine the API tests run on: PGlite by default, PostgreSQL in the `api-pg` Vitest project. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The connection URL of the test database (PostgreSQL only). */
  url: string | undefined;
  /** Drops the database (PostgreSQL) or closes the in-memory instance (PGlite). */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database created on the
 * server that TEST_DATABASE_URL points at (dropped again afterwards), copied from the migrated template
 * of the api-pg projects' global setup (src/server/testing/postgres-template.global-setup.ts).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') {
    // The api-pglite project's global setup made one migrated cluster: unpacking it takes about a
    // second, initdb and migrations take four (src/server/testing/pglite-template.global-setup.ts).
    const templatePath = inject('pgliteTemplate');
    const template = templatePath ? new Blob([await readFile(templatePath)]) : undefined;
    const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' }, { template });
    await migrateDatabase(handle);
    return { handle, url: undefined, destroy: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const name = `podbrief_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20 });
  // Applies nothing on a copy of the template; migrates a database made without one from nothing.
  await migrateDatabase(handle);
  return {
    handle,
    url: url.toString(),
    destroy: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
