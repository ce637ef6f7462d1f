import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withQueryLog } from '../test/query-log';
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
const textOf = (query: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(query).sql;

describe('prepared statements (ADR 135)', () => {
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

  it.runIf(process.env.TEST_DB_KIND !== 'postgres')(
    'PGlite: prepares once, then executes with literals; standard_conforming_strings is on',
    async () => {
      const sent: string[] = [];
      const logged = withQueryLog(testDb.handle, (text) => sent.push(text)).db;
      const standard = await testDb.handle.pglite!.query<{ standard_conforming_strings: string }>(
        'show standard_conforming_strings',
      );
      expect(standard.rows[0]?.standard_conforming_strings).toBe('on');
      const query = (n: number) => sql`select ${n}::int * 2 as twice, ${'once'}::text as word`;
      for (const n of [1, 2, 3])
        expect(rows(await executePrepared(logged, query(n)))).toEqual([{ twice: n * 2, word: 'once' }]);
      const name = preparedStatementName(textOf(query(1)));
      expect(sent).toEqual([1, 2, 3].map((n) => `execute ${name}(${n}, 'once')`));
      const prepared = await testDb.handle.pglite!.query(
        'select 1 from pg_prepared_statements where name = $1',
        [name],
      );
      expect(prepared.rows).toHaveLength(1);
    },
  );

  it.runIf(process.env.TEST_DB_KIND !== 'postgres')(
    'PGlite: a statement PREPARE refuses, or a value that cannot be a literal, takes the ordinary path',
    async () => {
      const db = testDb.handle.db;
      // Nothing in the text says what type $1 is, so PREPARE refuses it; the ordinary query sends it as text.
      const untyped = sql`select ${'free'} as value`;
      expect(rows(await executePrepared(db, untyped))).toEqual([{ value: 'free' }]);
      expect(rows(await executePrepared(db, untyped))).toEqual([{ value: 'free' }]);
      const bytes = sql`select length(${new Uint8Array([1, 2, 3])}::bytea) as n`;
      expect(rows(await executePrepared(db, bytes))).toEqual([{ n: 3 }]);
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
