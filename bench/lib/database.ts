import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';

/** The server PostgreSQL the harness creates its databases on (trust auth on loopback). */
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops (closing any leftover connections) and creates an empty database. */
export async function recreateDatabase(name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return databaseUrl(name);
}

/** Opens the database the way the app does and applies the app's own migrations. */
export async function openMigratedPostgres(url: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  await migrateDatabase(handle);
  return handle;
}

/**
 * A fresh embedded database in `dataDir/pglite`, where the server looks for it when started with
 * DATA_DIR=dataDir, migrated by the app's migrator.
 */
export async function openMigratedPglite(dataDir: string): Promise<DatabaseHandle> {
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  await migrateDatabase(handle);
  return handle;
}
