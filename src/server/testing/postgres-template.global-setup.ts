import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PostgreSQL database that every api-pg test database is copied from. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Global setup of the api-pg projects: the migrations run once into a template database, and every test
 * file's database is a copy of it (`create database … template …`), which takes a fraction of the two
 * to three seconds that eighteen migrations took per file on a loaded 2-core machine. The template is
 * named per run, so two runs on one server never share or drop each other's.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const name = `podbrief_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL copies only a database nobody is connected to.
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  project.provide('postgresTemplate', name);
  return async () => {
    await admin(adminUrl, `drop database if exists "${name}" with (force)`);
  };
}

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
