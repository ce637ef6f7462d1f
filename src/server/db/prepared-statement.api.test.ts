import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import type { Database } from './client';
import { executePrepared, preparedStatementName } from './prepared-statement';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.destroy();
});

const rows = (result: unknown) => (result as { rows: unknown[] }).rows;

describe('prepared statements (ADR 135)', () => {
  it('names each SQL text apart and the same text alike', () => {
    expect(preparedStatementName('select 1')).toBe(preparedStatementName('select 1'));
    expect(preparedStatementName('select 1')).not.toBe(preparedStatementName('select 2'));
  });

  it('answers like db.execute, with parameters', async () => {
    const query = sql`select ${'a'}::text as letter, ${2}::int + 1 as three`;
    const db = testDb.handle.db;
    expect(rows(await executePrepared(db, query))).toEqual(rows(await db.execute(query)));
    expect(rows(await executePrepared(db, query))).toEqual([{ letter: 'a', three: 3 }]);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'prepares the statement once on the connection, then only executes it',
    async () => {
      const client = await testDb.handle.pool!.connect();
      try {
        const db = drizzle(client) as unknown as Database;
        const query = sql`select count(*)::int as n from profiles where email = ${'nobody@example.com'}`;
        for (let i = 0; i < 3; i++) expect(rows(await executePrepared(db, query))).toEqual([{ n: 0 }]);
        const prepared = await client.query<{ name: string }>(
          `select name from pg_prepared_statements where name = $1`,
          [preparedStatementName(new PgDialect().sqlToQuery(query).sql)],
        );
        expect(prepared.rows).toHaveLength(1);
      } finally {
        client.release();
      }
    },
  );
});
