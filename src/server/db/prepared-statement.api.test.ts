import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withQueryLog } from '../testing/query-log';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import type { Database } from './client';
import { executePrepared, logStatements, preparedStatementName } from './prepared-statement';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.destroy();
});

const rows = (result: unknown) => (result as { rows: unknown[] }).rows;
const textOf = (query: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(query).sql;

describe('prepared statements (ADR 050, ADR 171)', () => {
  it('names each SQL text apart and the same text alike', () => {
    expect(preparedStatementName('select 1')).toBe(preparedStatementName('select 1'));
    expect(preparedStatementName('select 1')).not.toBe(preparedStatementName('select 2'));
  });

  it('answers like db.execute, with parameters, on every call', async () => {
    const db = testDb.handle.db;
    for (const letter of ['a', 'b', 'c']) {
      const query = sql`select ${letter}::text as letter, ${2}::int + 1 as three, ${null}::text as nothing, ${true}::boolean as yes`;
      expect(rows(await executePrepared(db, query))).toEqual(rows(await db.execute(query)));
      expect(rows(await executePrepared(db, query))).toEqual([
        { letter, three: 3, nothing: null, yes: true },
      ]);
    }
  });

  it('reads values that look like SQL as values', async () => {
    const db = testDb.handle.db;
    for (const value of [`'); drop table profiles; --`, `O'Brien \\' \\\\ "x"`, `$1 $$ $tag$`, '', 'é 😀']) {
      const query = sql`select ${value}::text as value, (select count(*)::int from profiles) as n`;
      expect(rows(await executePrepared(db, query))).toEqual(rows(await db.execute(query)));
      expect((rows(await executePrepared(db, query))[0] as { value: string }).value).toBe(value);
    }
  });

  it('sends the values as bound parameters, never inside the statement text', async () => {
    const sent: { text: string; params: unknown[] }[] = [];
    const logged = withQueryLog(testDb.handle, () => undefined).db;
    logStatements(logged, { logQuery: (text, params) => sent.push({ text, params }) });
    const value = `'); drop table profiles; --`;
    const query = sql`select ${value}::text as value, ${7}::int as n`;
    expect(rows(await executePrepared(logged, query))).toEqual([{ value, n: 7 }]);
    expect(sent).toEqual([{ text: textOf(query), params: [value, 7] }]);
    expect(sent[0]!.text).not.toContain('drop table');
  });

  it('reads timestamps, dates and intervals as text, as db.execute does', async () => {
    const db = testDb.handle.db;
    const query = sql`select ${'2026-11-24T10:00:00Z'}::timestamptz as at, ${'2026-11-24'}::date as day,
      ${'2 days'}::interval as span, ${'2026-11-24 10:00'}::timestamp as local`;
    expect(rows(await executePrepared(db, query))).toEqual(rows(await db.execute(query)));
    expect(typeof (rows(await executePrepared(db, query))[0] as { at: unknown }).at).toBe('string');
  });

  it('takes values whose type only the database decides, and binary ones', async () => {
    const db = testDb.handle.db;
    const untyped = sql`select ${'free'} as value`;
    expect(rows(await executePrepared(db, untyped))).toEqual([{ value: 'free' }]);
    const bytes = sql`select length(${new Uint8Array([1, 2, 3])}::bytea) as n`;
    expect(rows(await executePrepared(db, bytes))).toEqual([{ n: 3 }]);
  });

  it('refuses to run inside a transaction, whose connection it cannot reach', async () => {
    await expect(testDb.handle.db.transaction((tx) => executePrepared(tx, sql`select 1`))).rejects.toThrow(
      /not in a transaction/,
    );
  });

  it.runIf(process.env.TEST_DB_KIND !== 'postgres')(
    'PGlite: prepares the statement once on its connection, then only binds and executes it',
    async () => {
      const db = testDb.handle.db;
      const query = (n: number) => sql`select ${n}::int * 2 as twice, ${`it's ${n}`}::text as word`;
      for (const n of [1, 2, 3])
        expect(rows(await executePrepared(db, query(n)))).toEqual([{ twice: n * 2, word: `it's ${n}` }]);
      const prepared = await testDb.handle.pglite!.query<{ statement: string }>(
        'select statement from pg_prepared_statements where name = $1',
        [preparedStatementName(textOf(query(1)))],
      );
      expect(prepared.rows).toEqual([{ statement: textOf(query(1)) }]);
    },
  );

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'PostgreSQL: prepares the statement once on the connection, then only executes it',
    async () => {
      const client = await testDb.handle.pool!.connect();
      try {
        const db = drizzle(client) as unknown as Database;
        const query = sql`select count(*)::int as n from profiles where email = ${'nobody@example.com'}`;
        for (let i = 0; i < 3; i++) expect(rows(await executePrepared(db, query))).toEqual([{ n: 0 }]);
        const prepared = await client.query('select 1 from pg_prepared_statements where name = $1', [
          preparedStatementName(textOf(query)),
        ]);
        expect(prepared.rows).toHaveLength(1);
      } finally {
        client.release();
      }
    },
  );
});
