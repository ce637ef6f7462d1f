import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../../src/server/db/schema';
import type { Database } from '../../src/server/db/client';

export interface ExplainedQuery {
  name: string;
  executionMs: number | null;
  planningMs: number | null;
  /** Whether the plan reads a whole big table (the thing an index-backed query must never do). */
  seqScans: string[];
  plan: string;
}

/** EXPLAIN (ANALYZE, BUFFERS) of one statement, with the figures the findings quote. */
export async function explainAnalyze(
  pool: pg.Pool,
  name: string,
  text: string,
  values: unknown[],
): Promise<ExplainedQuery> {
  const result = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, values);
  const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
  const figure = (label: string) => {
    const match = new RegExp(`${label}: ([\\d.]+) ms`).exec(plan);
    return match ? Number(match[1]) : null;
  };
  return {
    name,
    executionMs: figure('Execution Time'),
    planningMs: figure('Planning Time'),
    seqScans: [...new Set([...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!))],
    plan,
  };
}

/**
 * The SQL a repository function sends, captured through Drizzle's query logger on a throwaway Drizzle
 * instance over the same pool, so queries written with the query builder can be explained too.
 */
export async function captureQueries(
  pool: pg.Pool,
  work: (db: Database) => Promise<unknown>,
): Promise<{ text: string; values: unknown[] }[]> {
  const captured: { text: string; values: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, values) => captured.push({ text, values }) },
  }) as unknown as Database;
  await work(db);
  return captured;
}
