import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../testing/test-database';
import { migrateDatabase } from './migrate';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

let testDb: TestDatabase;
beforeAll(async () => {
  // The first run: createTestDatabase copies a database (PostgreSQL) or unpacks a cluster (PGlite) that
  // the project's global setup migrated from nothing with migrateDatabase.
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.destroy();
});

describe(`migrations on ${testDatabaseKind()}`, () => {
  it('create every table of the schema', async () => {
    const tables = rowsOf<{ table_name: string }>(
      await testDb.handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
      ),
    ).map((r) => r.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'profiles',
        'sessions',
        'auth_login_transactions',
        'creator_settings',
        'plans',
        'subscriptions',
        'reports',
        'report_transcripts',
        'report_reads',
        'report_favourites',
        'notes',
        'feedback',
        'invite_links',
        'rate_limits',
      ]),
    );
  });

  it('a second run applies nothing and changes nothing', async () => {
    const count = async () =>
      rowsOf<{ n: number }>(
        await testDb.handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      )[0]?.n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await migrateDatabase(testDb.handle);
    await migrateDatabase(testDb.handle);
    expect(await count()).toBe(before);
  });

  it('keeps only the rate-limit counters out of the write-ahead log (unlogged)', async () => {
    const unlogged = rowsOf<{ relname: string }>(
      await testDb.handle.db.execute(
        sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind = 'r' and c.relpersistence = 'u' order by 1`,
      ),
    ).map((r) => r.relname);
    expect(unlogged).toEqual(['rate_limits']);
  });

  it('keeps the rules the database can hold by itself', async () => {
    const db = testDb.handle.db;
    await expect(
      db.execute(sql`insert into plans (id, type, name, amount) values ('x', 'gold', 'Gold', 1)`),
    ).rejects.toMatchObject({
      cause: { code: '23514' },
    });
    await expect(
      db.execute(sql`insert into plans (id, type, name, amount) values ('y', 'basic', 'Basic', -1)`),
    ).rejects.toMatchObject({
      cause: { code: '23514' },
    });
  });
});
