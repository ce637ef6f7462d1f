import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatasetPlan } from './plan';
import { generatorSteps, vacuumTables } from './statements';

/** The little the generator needs from a database: run a statement, read rows. PostgreSQL or PGlite. */
export interface SqlRunner {
  kind: 'postgres' | 'pglite';
  exec(sql: string): Promise<void>;
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** One dedicated PostgreSQL connection: the generator's temp table lives in its session. */
export function pgRunner(client: pg.ClientBase): SqlRunner {
  return {
    kind: 'postgres',
    exec: async (sql) => {
      await client.query(sql);
    },
    rows: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
  };
}

export function pgliteRunner(pglite: PGlite): SqlRunner {
  return {
    kind: 'pglite',
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    rows: async <T>(sql: string, params: unknown[] = []) => (await pglite.query<T>(sql, params)).rows,
  };
}

export interface GenerationResult {
  plan: DatasetPlan;
  /** Wall time of each step in ms, in order; `vacuum analyze` last. */
  steps: { name: string; ms: number }[];
  totalMs: number;
  rows: Record<string, number>;
}

/**
 * Fills an empty, migrated database with the plan's rows, then vacuums and analyzes the tables as
 * autovacuum would for tables in service. Report batches run on every runner at once (`runners`, one per
 * connection; the first also runs everything else). `log` receives one line per step.
 */
export async function generateDataset(
  runners: SqlRunner | SqlRunner[],
  plan: DatasetPlan,
  options: { now?: Date; log?: (line: string) => void } = {},
): Promise<GenerationResult> {
  const all = Array.isArray(runners) ? runners : [runners];
  const runner = all[0]!;
  const now = options.now ?? new Date();
  const log = options.log ?? (() => undefined);
  const steps: GenerationResult['steps'] = [];
  const started = performance.now();
  for (const r of all) if (r.kind === 'postgres') await r.exec('set statement_timeout = 0');
  const timed = async (name: string, work: () => Promise<void>) => {
    const stepStarted = performance.now();
    await work();
    const ms = Math.round(performance.now() - stepStarted);
    steps.push({ name, ms });
    log(`  ${name}: ${ms} ms`);
  };

  const pending = generatorSteps(plan, now);
  while (pending.length > 0) {
    const step = pending.shift()!;
    if (!step.group) {
      await timed(step.name, () => runner.exec(step.sql));
      continue;
    }
    // The whole group: each runner takes the next batch until none is left.
    const batch = [step];
    while (pending[0]?.group === step.group) batch.push(pending.shift()!);
    await timed(`${step.group} (${batch.length} batches on ${all.length} connections)`, async () => {
      const queue = [...batch];
      await Promise.all(
        all.map(async (r) => {
          for (let next = queue.shift(); next; next = queue.shift()) await r.exec(next.sql);
        }),
      );
    });
  }
  await timed('vacuum analyze', async () => {
    for (const table of vacuumTables) await runner.exec(`vacuum analyze ${table}`);
  });
  const totalMs = Math.round(performance.now() - started);
  return { plan, steps, totalMs, rows: await countRows(runner) };
}

async function countRows(runner: SqlRunner): Promise<Record<string, number>> {
  const [row] = await runner.rows<Record<string, number>>(`select
    (select count(*)::int from profiles where is_creator) as creators,
    (select count(*)::int from profiles where not is_creator) as subscribers,
    (select count(*)::int from reports where status = 'published') as published_reports,
    (select count(*)::int from reports where status <> 'published') as other_reports,
    (select count(*)::int from subscriptions) as subscriptions,
    (select count(*)::int from report_reads) as reads,
    (select count(*)::int from report_favourites) as favourites,
    (select count(*)::int from notes) as notes`);
  return row ?? {};
}
