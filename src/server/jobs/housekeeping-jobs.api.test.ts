import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creatorSettings, reportAudio } from '../db/schema';
import { signIn } from '../testing/sign-in';
import { testAudio } from '../testing/test-audio';
import { startTestApp, testDatabaseKindLabel, type TestApp } from '../testing/test-app';
import { waitFor } from '../testing/wait-for';
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
    // Beside the housekeeping jobs, the mail feature schedules its digest tick itself (ADR 178), and the
    // connected feeds their check (ADR 196).
    expect(await scheduledQueues(running!)).toEqual(
      [...housekeepingJobs.map((job) => job.queue), 'feed-connections-tick', 'mail-digest-tick'].sort(),
    );
    // The list buildApp composes holds the features' jobs beside the platform's own.
    expect(housekeepingJobs.map((job) => job.queue).sort()).toEqual([
      'housekeeping-auth',
      'housekeeping-dev-google',
      'housekeeping-oauth',
      'housekeeping-orphan-files',
      'housekeeping-rate-limits',
      'housekeeping-stripe-events',
      'housekeeping-transcript-search',
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

  it('removes stored files no row points at once they are a day old, and nothing else', async () => {
    running = await startTestApp({ env: { ROLE: 'all' } });
    const t = running;
    const { storage, config, jobs } = t.app.deps;
    if (config.storage.driver !== 'local') throw new Error('this test ages files on the local disk');
    const objects = join(config.storage.filesDir, 'objects');
    const creator = await signIn(t, 'sweep.creator@example.test', 'Sweep Creator');
    expect((await creator.post('/creator/become')).status).toBe(200);
    expect((await creator.put('/creator/settings', { channelName: 'Swept' })).status).toBe(200);
    const report = await creator.post('/creator/reports', { episode: { title: 'Kept audio' } });
    const id = report.body.id as string;
    const form = new FormData();
    form.append('file', new Blob([testAudio.wav(1)], { type: 'audio/wav' }), 'a.wav');
    const uploaded = await creator.post(`/creator/reports/${id}/audio`, form);
    expect(uploaded.status).toBe(200);
    const [audioRow] = await t.testDb.handle.db
      .select()
      .from(reportAudio)
      .where(eq(reportAudio.reportId, id));
    const audioKey = audioRow!.storageKey;
    const creatorId = creator.userId;
    const logoKey = `public/logos/${creatorId}/kept.png`;
    await t.testDb.handle.db
      .update(creatorSettings)
      .set({ logoUrl: `/api/files/public/logos/${creatorId}/kept.png` })
      .where(eq(creatorSettings.creatorId, creatorId));

    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const stale = {
      orphanAudio: `audio/${id}/lost.wav`,
      interruptedWrite: `audio/${id}/lost.wav.123.456.tmp`,
      orphanLogo: `public/logos/${creatorId}/replaced.png`,
      oldDownload: `reports/${id}/1.md`,
      // A part's transcript left by a process that stopped mid-episode (ADR 220).
      oldTranscriptionPart: `transcription-parts/${id}/abc/0000.json`,
    };
    const kept = {
      audioKey,
      logoKey,
      youngOrphanAudio: `audio/${id}/uploading.wav`,
      youngDownload: `reports/${id}/2.md`,
      youngTranscriptionPart: `transcription-parts/${id}/abc/0001.json`,
      // A kind of file the sweep cannot account for is never removed, however old.
      unknownKind: `transcripts/${id}.vtt`,
    };
    for (const key of [...Object.values(stale), ...Object.values(kept)])
      if (key !== audioKey) await storage.put(key, new Uint8Array([1, 2, 3]), 'application/octet-stream');
    for (const key of [...Object.values(stale), audioKey, logoKey, kept.unknownKind])
      await utimes(join(objects, key), old, old);

    await jobs.send('housekeeping-orphan-files', {});
    await waitFor(
      async () => {
        for (const key of Object.values(stale)) if (await storage.info(key)) return false;
        return true;
      },
      { what: 'the stale unreferenced files to be removed' },
    );
    for (const key of Object.values(kept)) expect(await storage.info(key), key).not.toBeNull();
    expect((await creator.get(`/creator/reports/${id}`)).body.audio).toMatchObject({ source: 'upload' });
  });
});
