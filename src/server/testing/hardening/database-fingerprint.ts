import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Tables a refused request may legitimately write: the rate limiter counts every request, refused or not
 * (docs/decisions/003-rate-limits-in-postgresql.md).
 */
const COUNTERS = new Set(['rate_limits']);

/** Row count and an md5 over every row's text form, per table. */
export type Fingerprint = Record<string, { rows: number; md5: string }>;

type Rows = { rows: Record<string, unknown>[] };

/**
 * A fingerprint of every application table (schema public; pg-boss keeps its own schema), read in one
 * statement so that it is cheap enough to take around each fuzzed request.
 */
export async function createFingerprinter(db: Executor): Promise<() => Promise<Fingerprint>> {
  const listed = (await db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`)) as unknown as Rows;
  const tables = listed.rows.map((row) => String(row.name)).filter((name) => !COUNTERS.has(name));
  if (tables.length < 5) throw new Error(`expected the application tables, found ${tables.join(', ')}`);
  const query = tables
    .map(
      (name) =>
        `select '${name}' as name, count(*)::int as rows, ` +
        `coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as md5 from "${name}" t`,
    )
    .join(' union all ');
  return async () => {
    const result = (await db.execute(sql.raw(query))) as unknown as Rows;
    const fingerprint: Fingerprint = {};
    for (const row of result.rows) {
      fingerprint[String(row.name)] = { rows: Number(row.rows), md5: String(row.md5) };
    }
    return fingerprint;
  };
}

/** The tables whose content differs, e.g. ['notes: 3 → 4 rows']; empty when nothing changed. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const changes: string[] = [];
  for (const [name, was] of Object.entries(before)) {
    const now = after[name];
    if (!now) changes.push(`${name}: gone`);
    else if (now.rows !== was.rows) changes.push(`${name}: ${was.rows} → ${now.rows} rows`);
    else if (now.md5 !== was.md5) changes.push(`${name}: a row changed`);
  }
  return changes;
}
