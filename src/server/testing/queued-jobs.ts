import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { JOBS_SCHEMA } from '../jobs/pg-boss-queue';

export interface QueuedJob {
  id: string;
  /** pg-boss's job state: created, retry, active, completed, cancelled, failed. */
  state: string;
  /** Whether a worker ever claimed it. */
  started: boolean;
  data: unknown;
}

/**
 * The jobs of one queue as pg-boss keeps them, oldest first. Read from the database, so a test can tell
 * that a job waits unclaimed without watching the clock for a worker that should not come.
 */
export async function queuedJobs(db: Executor, queue: string): Promise<QueuedJob[]> {
  const result = await db.execute(sql`
    select id::text as id, state::text as state, started_on is not null as started, data
    from ${sql.identifier(JOBS_SCHEMA)}.job
    where name = ${queue}
    order by created_on, id`);
  return (result as unknown as { rows: QueuedJob[] }).rows;
}
