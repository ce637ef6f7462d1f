import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { FileStorage } from '../../storage/file-storage';
import type { Database, DatabaseHandle, Executor } from '../../db/client';
import { readDemoAudio, readDemoAudioTimelines } from './demo-audio';
import { buildDemoData, type DemoEpisodeAudio } from './demo-data';
import * as schema from '../../db/schema';

/**
 * Platform plans (docs/product.md#subscriptions): reference data, kept current at every start. Listed, not
 * yet purchasable.
 */
const platformPlans: Array<typeof schema.plans.$inferInsert> = [
  {
    id: 'basic',
    type: 'basic',
    name: 'Basic',
    amount: 900,
    currency: 'USD',
    interval: 'month',
    sortOrder: 1,
    isPurchasable: false,
  },
  {
    id: 'premium',
    type: 'premium',
    name: 'Premium',
    amount: 1900,
    currency: 'USD',
    interval: 'month',
    sortOrder: 2,
    isPurchasable: false,
  },
  {
    id: 'pro',
    type: 'pro',
    name: 'Pro',
    amount: 4900,
    currency: 'USD',
    interval: 'month',
    sortOrder: 3,
    isPurchasable: false,
  },
];

export async function upsertPlans(db: Executor): Promise<void> {
  await db
    .insert(schema.plans)
    .values(platformPlans)
    .onConflictDoUpdate({
      target: schema.plans.id,
      set: {
        type: sql`excluded.type`,
        name: sql`excluded.name`,
        amount: sql`excluded.amount`,
        currency: sql`excluded.currency`,
        interval: sql`excluded.interval`,
        sortOrder: sql`excluded.sort_order`,
        isPurchasable: sql`excluded.is_purchasable`,
      },
    });
}

export interface SeedSummary {
  profiles: number;
  creators: number;
  reports: number;
  subscriptions: number;
  reads: number;
  favourites: number;
  notes: number;
  /** Reports whose episode audio the seed stored (ADR 209). */
  audio: number;
}

/**
 * Whether this start should add demo content to an empty database. `auto` seeds only the embedded
 * database outside production; `true` seeds any empty database (production included: it was asked for);
 * `false` never seeds.
 */
export function shouldSeedDemo(
  config: Pick<Config, 'seedDemo' | 'isProduction'>,
  kind: DatabaseHandle['kind'],
): boolean {
  if (config.seedDemo === 'true') return true;
  if (config.seedDemo === 'false') return false;
  return kind === 'pglite' && !config.isProduction;
}

/** Rows are inserted in slices so one statement never nears PostgreSQL's 65 535-parameter limit. */
async function insertAll<T extends Parameters<Executor['insert']>[0]>(
  db: Executor,
  table: T,
  rows: Array<T['$inferInsert']>,
) {
  for (let i = 0; i < rows.length; i += 200) {
    await db.insert(table).values(rows.slice(i, i + 200));
  }
}

const SEED_LOCK_KEY = 7_240_302;

/**
 * Stores the demo episodes' MP3s as their reports' uploaded audio, the way an upload would (a private file
 * under `audio/<report>/`, then its row); returns the rows. A seed that fails after this leaves the files
 * unreferenced, and the orphan sweep removes them.
 */
async function storeDemoAudio(
  files: FileStorage,
  audio: DemoEpisodeAudio[],
): Promise<Array<typeof schema.reportAudio.$inferInsert>> {
  const rows: Array<typeof schema.reportAudio.$inferInsert> = [];
  for (const episode of audio) {
    if (!episode.timeline) continue;
    const bytes = await readDemoAudio(episode.name);
    const storageKey = `audio/${episode.reportId}/${episode.name}.mp3`;
    await files.put(storageKey, bytes, 'audio/mpeg');
    rows.push({
      reportId: episode.reportId,
      storageKey,
      mimeType: 'audio/mpeg',
      bytes: bytes.length,
      durationSeconds: episode.timeline.durationSeconds,
      createdAt: episode.createdAt,
    });
  }
  return rows;
}

/**
 * Adds the demo content when the database has no profiles yet; returns what it added, or null when the
 * database already had people in it. One transaction, under an advisory lock: two processes starting
 * together seed once, and a failed seed leaves nothing half-written.
 */
export async function seedDemo(db: Database, files: FileStorage, now: Date): Promise<SeedSummary | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.execute(sql`select exists (select 1 from profiles) as present`);
    if ((existing as unknown as { rows: { present: boolean }[] }).rows[0]?.present) return null;

    const data = buildDemoData(now, await readDemoAudioTimelines());
    await insertAll(tx, schema.profiles, data.profiles);
    await insertAll(tx, schema.creatorSettings, data.creatorSettings);
    await insertAll(tx, schema.reports, data.reports);
    await insertAll(tx, schema.reportTranscripts, data.transcripts);
    await insertAll(tx, schema.subscriptions, data.subscriptions);
    await insertAll(tx, schema.reportReads, data.reads);
    await insertAll(tx, schema.reportFavourites, data.favourites);
    await insertAll(tx, schema.notes, data.notes);
    const audio = await storeDemoAudio(files, data.audio);
    await insertAll(tx, schema.reportAudio, audio);
    return {
      profiles: data.profiles.length,
      creators: data.creatorSettings.length,
      reports: data.reports.length,
      subscriptions: data.subscriptions.length,
      reads: data.reads.length,
      favourites: data.favourites.length,
      notes: data.notes.length,
      audio: audio.length,
    };
  });
}

/** What every start does after migrating: reference data always, demo content when wanted and empty. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  config: Config,
  deps: { clock: Clock; storage: FileStorage },
): Promise<SeedSummary | null> {
  await upsertPlans(handle.db);
  if (!shouldSeedDemo(config, handle.kind)) return null;
  return seedDemo(handle.db, deps.storage, deps.clock.now());
}
