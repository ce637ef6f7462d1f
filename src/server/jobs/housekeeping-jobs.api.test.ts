import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../test/test-app';
import { waitFor } from '../test/wait-for';
import { housekeepingJobs } from '../app';
import { JOBS_SCHEMA } from './pg-boss-queue';

let running: TestApp | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await running?.close();
  running = undefined;
});

async function scheduledQueues(t: TestApp): Promise<string[]> {
  const result = await t.app.deps.db.execute(
    sql.raw(`select name, cron from ${JOBS_SCHEMA}.schedule order by name`),
  );
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}

/** Timers armed while `start` runs, with the stack that armed each. */
async function timersArmedDuring(start: () => Promise<TestApp>) {
  const armed: { kind: 'interval' | 'timeout'; stack: string }[] = [];
  const realInterval = globalThis.setInterval;
  const realTimeout = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setInterval').mockImplementation(((...args: Parameters<typeof setInterval>) => {
    armed.push({ kind: 'interval', stack: new Error().stack ?? '' });
    return realInterval(...args);
  }) as typeof setInterval);
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((...args: Parameters<typeof setTimeout>) => {
    armed.push({ kind: 'timeout', stack: new Error().stack ?? '' });
    return realTimeout(...args);
  }) as typeof setTimeout);
  running = await start();
  // A request through every guard (session, rate limit) and a sign-in start, as a real API process sees.
  await fetch(`${running.baseUrl}/api/health`);
  await fetch(`${running.baseUrl}/api/auth/google/start`, { redirect: 'manual' });
  vi.restoreAllMocks();
  return armed;
}

/** Whether the code that armed the timer is our own server code (not a dependency such as pg-boss). */
const ownCode = (stack: string) => {
  const caller = stack
    .split('\n')
    .slice(1)
    .find((frame) => !/housekeeping-jobs\.api\.test\.ts|@vitest\/spy/.test(frame));
  return caller !== undefined && /\/src\/server\//.test(caller) && !/node_modules/.test(caller);
};
/** pg-boss's supervision (failing dead jobs, archiving) and cron clock: the job-working roles' work. */
const pgBossMaintenance = (stack: string) => /pg-boss\/dist\/(timekeeper|boss)\.js/.test(stack);

describe(`background work as scheduled jobs (${testDatabaseKindLabel()})`, () => {
  it('an API-role process arms no interval timers of its own and runs no job maintenance', async () => {
    const armed = await timersArmedDuring(() => startTestApp({ env: { ROLE: 'api' } }));
    expect(armed.filter((t) => t.kind === 'interval' && ownCode(t.stack)).map((t) => t.stack)).toEqual([]);
    expect(armed.filter((t) => pgBossMaintenance(t.stack)).map((t) => t.stack)).toEqual([]);
    // The API role leaves the schedules to the worker role.
    expect(await scheduledQueues(running!)).toEqual([]);
  });

  it('the worker role keeps every housekeeping job as one pg-boss schedule and runs its maintenance', async () => {
    const armed = await timersArmedDuring(() => startTestApp({ env: { ROLE: 'worker' } }));
    // The same detection sees pg-boss's timers where they belong, so the API-role check above can fail.
    expect(armed.some((t) => pgBossMaintenance(t.stack))).toBe(true);
    expect(await scheduledQueues(running!)).toEqual(housekeepingJobs.map((job) => job.queue).sort());
    // The list buildApp composes holds the features' jobs beside the platform's own.
    expect(housekeepingJobs.map((job) => job.queue).sort()).toEqual([
      'housekeeping-auth',
      'housekeeping-dev-google',
      'housekeeping-rate-limits',
      'subscriptions-settle',
    ]);
  });

  it('a housekeeping job deletes what it is for when it runs', async () => {
    running = await startTestApp({ env: { ROLE: 'all' } });
    const { db, jobs } = running.app.deps;
    await db.execute(
      sql`insert into rate_limits (key, count, reset_at) values ('ended', 1, now() - interval '1 hour'), ('live', 1, now() + interval '1 hour')`,
    );
    await jobs.send('housekeeping-rate-limits', {});
    await waitFor(
      async () => {
        const result = await db.execute(sql`select key from rate_limits where key in ('ended', 'live')`);
        const keys = (result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
        return keys.length === 1 && keys[0] === 'live';
      },
      { what: 'the ended rate-limit window to be deleted' },
    );
  });
});
