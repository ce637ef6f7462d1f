/**
 * The database floor: the feed's own SQL sent straight through `pg`, with the same pool size and the same
 * number of concurrent callers as the API run, in a process pinned to the server's core. What the API
 * adds on top of this (HTTP, session, rate limit, validation, serialisation) is the API ÷ floor ratio.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { serveWorker } from '../lib/processes';
import { summarizeRun, type RunSummary } from '../lib/stats';

export interface FloorQuery {
  text: string;
  values: unknown[];
  /** Sent as a named prepared statement (planned once per connection, then executed). */
  name?: string;
}

export interface DbFloorSpec {
  databaseUrl: string;
  poolSize: number;
  connections: number;
  durationSec: number;
  /** Cycled in order, one per call, like the load generator cycles its users. */
  queries: FloorQuery[];
  /**
   * Instead of `queries`: each call sends these statements one after another, each through the pool
   * as the app sends them (bench/statements.ts compares designs with one, two and three per request).
   */
  sequences?: FloorQuery[][];
  /** PostgreSQL's plan_cache_mode for the pool's connections (to measure generic plans). */
  planCacheMode?: 'auto' | 'force_generic_plan' | 'force_custom_plan';
}

async function runFloor(spec: DbFloorSpec): Promise<RunSummary> {
  const pool = new pg.Pool({
    connectionString: spec.databaseUrl,
    max: spec.poolSize,
    ...(spec.planCacheMode ? { options: `-c plan_cache_mode=${spec.planCacheMode}` } : {}),
  });
  const calls = spec.sequences ?? spec.queries.map((query) => [query]);
  try {
    // Open the pool's connections first: the API's pool is warm too.
    await Promise.all(Array.from({ length: spec.poolSize }, () => pool.query('select 1')));
    const latencies: number[] = [];
    let errors = 0;
    let next = 0;
    const started = performance.now();
    const deadline = started + spec.durationSec * 1000;
    await Promise.all(
      Array.from({ length: spec.connections }, async () => {
        while (performance.now() < deadline) {
          const sequence = calls[next++ % calls.length]!;
          const t0 = performance.now();
          try {
            for (const query of sequence) await pool.query(query);
            latencies.push(performance.now() - t0);
          } catch {
            errors += 1;
          }
        }
      }),
    );
    return summarizeRun(latencies, performance.now() - started, errors, { ok: latencies.length });
  } finally {
    await pool.end();
  }
}

serveWorker({ floor: runFloor });
