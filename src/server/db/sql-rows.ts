/**
 * `db.execute` answers `{ rows }` on both drivers (node-postgres and PGlite) but Drizzle types it per
 * driver; this reads the rows of a raw query the same way everywhere.
 */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}
