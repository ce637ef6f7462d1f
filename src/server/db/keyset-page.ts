import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The one keyset-paging helper (ADR 050). A list reads one row more than the page holds: the extra row
 * says whether another page exists without counting, and the last row of the page becomes the cursor.
 */
export function keysetPage<Row, Item>(
  rows: readonly Row[],
  limit: number,
  toItem: (row: Row) => Item,
  cursorOf: (last: Row) => string,
): { items: Item[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(toItem), nextCursor: rows.length > limit && last ? cursorOf(last) : null };
}

/**
 * A timestamp column as the exact text a cursor keeps (UTC, microseconds). A JavaScript Date keeps only
 * milliseconds, and a key rounded to them would skip or repeat rows that share the millisecond.
 */
export function timestampKey(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * Rows after a position in an order where every column runs the same way, as one row comparison, which
 * PostgreSQL can seek to in an index on those columns. Each pair is a column and the position's value,
 * already cast to the column's type (`${value}::timestamptz`).
 */
export function keysetAfter(order: 'asc' | 'desc', pairs: readonly [SQLWrapper, SQL][]): SQL {
  const columns = sql.join(
    pairs.map(([column]) => sql`${column}`),
    sql`, `,
  );
  const values = sql.join(
    pairs.map(([, value]) => value),
    sql`, `,
  );
  return order === 'desc' ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`;
}
