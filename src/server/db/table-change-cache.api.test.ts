import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TableChangeCache } from './table-change-cache';

// The cache is the embedded database's own (ADR 156); PostgreSQL never uses it.
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('the embedded table-change cache', () => {
  let pglite: PGlite;
  let cache: TableChangeCache<string>;
  let stop: () => Promise<void>;
  let loads = 0;
  const readName = (id: number) =>
    cache.read(String(id), async () => {
      loads += 1;
      const { rows } = await pglite.query<{ name: string }>('select name from watched where id = $1', [id]);
      return rows[0]?.name;
    });

  beforeAll(async () => {
    pglite = await PGlite.create('memory://');
    await pglite.exec(`
      create table watched (id int primary key, name text);
      create table other (id int);
      insert into watched values (1, 'first'), (2, 'second');`);
    ({ cache, stop } = await TableChangeCache.watch<string>(pglite, ['watched'], 2));
  });
  afterAll(async () => {
    await stop();
    await pglite.close();
  });
  beforeEach(async () => {
    cache.clear();
    loads = 0;
    await pglite.exec(`delete from watched; insert into watched values (1, 'first'), (2, 'second');`);
    cache.clear();
  });

  it('reads once and answers from memory after that', async () => {
    expect(await readName(1)).toBe('first');
    expect(await readName(1)).toBe('first');
    expect(loads).toBe(1);
  });

  it.each([
    ['update', `update watched set name = 'renamed' where id = 1`, 'renamed'],
    ['delete', `delete from watched where id = 1`, undefined],
    ['truncate', `truncate watched`, undefined],
    ['insert', `insert into watched values (3, 'third')`, 'first'],
  ])('sees a committed %s on the very next read', async (_kind, write, expected) => {
    expect(await readName(1)).toBe('first');
    await pglite.exec(write);
    expect(await readName(1)).toBe(expected);
    expect(loads).toBe(2);
  });

  it('empties at the commit of a transaction, and not for one rolled back', async () => {
    expect(await readName(1)).toBe('first');
    await pglite.exec(`begin; update watched set name = 'never' where id = 1; rollback;`);
    expect(await readName(1)).toBe('first');
    expect(loads).toBe(1);
    await pglite.transaction(async (tx) => {
      await tx.query(`update watched set name = 'committed' where id = 1`);
    });
    expect(await readName(1)).toBe('committed');
  });

  it('leaves its entries alone when another table is written', async () => {
    await readName(1);
    await pglite.exec(`insert into other values (1)`);
    await readName(1);
    expect(loads).toBe(1);
  });

  it('answers a read that a write overtook without keeping it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const overtaken = cache.read('1', async () => {
      const { rows } = await pglite.query<{ name: string }>('select name from watched where id = 1');
      await held;
      return rows[0]!.name;
    });
    await pglite.exec(`update watched set name = 'newer' where id = 1`);
    release();
    expect(await overtaken).toBe('first');
    expect(await readName(1)).toBe('newer');
  });

  it('keeps nothing for a row that is not there', async () => {
    expect(await readName(9)).toBeUndefined();
    expect(await readName(9)).toBeUndefined();
    expect(loads).toBe(2);
  });

  it('holds at most its bound, dropping the least recently used', async () => {
    await pglite.exec(`insert into watched values (3, 'third')`);
    await readName(1);
    await readName(2);
    await readName(1);
    await readName(3);
    expect(cache.size).toBe(2);
    loads = 0;
    await readName(1);
    await readName(3);
    expect(loads).toBe(0);
    await readName(2);
    expect(loads).toBe(1);
  });
});
