import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { prepareDatabase, seedDemo, shouldSeedDemo, upsertPlans } from './seed';
import { loadConfig } from '../../config';
import { ManualClock } from '../../clock';
import { FileLinkSigner } from '../../storage/link-signer';
import { LocalFileStorage } from '../../storage/local-file-storage';
import { readAll } from '../../storage/file-storage';
import { demoAudioEpisodes, readDemoAudio } from './demo-audio';

let testDb: TestDatabase;
let filesDir: string;
let files: LocalFileStorage;
beforeAll(async () => {
  testDb = await createTestDatabase();
  filesDir = await mkdtemp(join(tmpdir(), 'podbrief-seed-files-'));
  files = new LocalFileStorage(filesDir, new FileLinkSigner('s'.repeat(40)), new ManualClock());
});
afterAll(async () => {
  await testDb.destroy();
  await rm(filesDir, { recursive: true, force: true });
});

async function counts() {
  const result = await testDb.handle.db.execute(sql`
    select
      (select count(*)::int from profiles) as profiles,
      (select count(*)::int from creator_settings) as creators,
      (select count(*)::int from reports where status = 'published') as published,
      (select count(*)::int from subscriptions) as subscriptions,
      (select count(*)::int from plans) as plans,
      (select count(*)::int from notes) as notes`);
  return (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
}

describe('seeding', () => {
  it('decides when to seed: auto only for embedded outside production, true always, false never', () => {
    expect(shouldSeedDemo({ seedDemo: 'auto', isProduction: false }, 'pglite')).toBe(true);
    expect(shouldSeedDemo({ seedDemo: 'auto', isProduction: false }, 'postgres')).toBe(false);
    expect(shouldSeedDemo({ seedDemo: 'auto', isProduction: true }, 'pglite')).toBe(false);
    expect(shouldSeedDemo({ seedDemo: 'true', isProduction: true }, 'postgres')).toBe(true);
    expect(shouldSeedDemo({ seedDemo: 'false', isProduction: false }, 'pglite')).toBe(false);
  });

  it('keeps the platform plans as reference data without duplicating them', async () => {
    await upsertPlans(testDb.handle.db);
    await upsertPlans(testDb.handle.db);
    const plans = (await testDb.handle.db.execute(
      sql`select id, type, amount from plans order by sort_order`,
    )) as unknown as {
      rows: { id: string; type: string; amount: number }[];
    };
    expect(plans.rows.map((p) => p.type)).toEqual(['basic', 'premium', 'pro']);
    expect(plans.rows.every((p) => p.amount > 0)).toBe(true);
  });

  it('fills an empty database quickly, then leaves it alone', async () => {
    const started = Date.now();
    const summary = await seedDemo(testDb.handle.db, files, new Date());
    const elapsed = Date.now() - started;
    expect(summary).not.toBeNull();
    expect(summary!.creators).toBeGreaterThanOrEqual(12);
    expect(summary!.reports).toBeGreaterThanOrEqual(300);
    // The brief's budget is 3 s on PGlite; allow headroom for a loaded CI machine.
    expect(elapsed).toBeLessThan(10_000);

    const after = await counts();
    expect(after).toMatchObject({ creators: summary!.creators, published: summary!.reports, plans: 3 });
    expect(await seedDemo(testDb.handle.db, files, new Date())).toBeNull();
    expect(await counts()).toEqual(after);
  });

  it('stores the demo episodes with sound as their reports’ uploaded audio, as long as the episode', async () => {
    const result = await testDb.handle.db.execute(sql`
      select ra.storage_key, ra.mime_type, ra.bytes, ra.duration_seconds, r.episode_duration_seconds
      from report_audio ra join reports r on r.id = ra.report_id
      order by ra.storage_key`);
    const rows = (
      result as unknown as {
        rows: {
          storage_key: string;
          mime_type: string;
          bytes: number;
          duration_seconds: number;
          episode_duration_seconds: number;
        }[];
      }
    ).rows;
    expect(rows).toHaveLength(demoAudioEpisodes.length);
    for (const row of rows) {
      expect(row.mime_type).toBe('audio/mpeg');
      expect(row.duration_seconds).toBe(row.episode_duration_seconds);
      const name = demoAudioEpisodes.find((e) => row.storage_key.endsWith(`/${e.name}.mp3`))!.name;
      const shipped = await readDemoAudio(name);
      const stored = await files.get(row.storage_key);
      expect(stored).not.toBeNull();
      expect((await readAll(stored!)).equals(shipped)).toBe(true);
      expect(row.bytes).toBe(shipped.length);
    }
  });

  it('does nothing on PostgreSQL at a normal start unless SEED_DEMO=true', async () => {
    const config = loadConfig({ SEED_DEMO: 'auto' });
    const before = await counts();
    const result = await prepareDatabase({ ...testDb.handle, kind: 'postgres' }, config, {
      clock: new ManualClock(),
      storage: files,
    });
    expect(result).toBeNull();
    expect(await counts()).toEqual(before);
  });
});
