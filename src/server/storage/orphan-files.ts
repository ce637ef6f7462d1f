import { inArray } from 'drizzle-orm';
import { storage as storageConstants } from '@shared/constants';
import type { AppDeps } from '../app-types';
import { episodeAudioCacheDays, episodeAudioPrefix } from '../audio-proxy/episode-audio';
import type { Executor } from '../db/client';
import { creatorSettings, reportAudio } from '../db/schema';
import { PUBLIC_PREFIX, TRANSCRIPTION_PARTS_PREFIX } from './file-storage';

/**
 * How old an unreferenced file must be before it is removed: an upload writes its file before the row
 * that points at it, so a young file may be one whose row is still being written (or a file still being
 * streamed in); a day is far longer than any upload takes.
 */
const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

/** Where logos are served from: a creator's `logo_url` is this followed by the key less `public/`. */
const PUBLIC_URL_PREFIX = '/api/files/public/';

interface StoredKind {
  /** Every key of this kind starts with it. */
  prefix: string;
  /** The least age at which an unreferenced file of this kind is provably unused. */
  graceMs: number;
  /** Which of `keys` (all under `prefix`) a row points at. */
  referenced(db: Executor, keys: readonly string[]): Promise<Set<string>>;
}

/**
 * Every kind of file the app stores, and what points at it. Keys under any other prefix are never
 * touched: a file nothing here can account for is left alone, not removed.
 */
const storedKinds: readonly StoredKind[] = [
  // An episode's uploaded audio (audio/<report>/<id>.<ext>): report_audio.storage_key.
  {
    prefix: 'audio/',
    graceMs: ORPHAN_GRACE_MS,
    referenced: async (db, keys) => {
      const rows = await db
        .select({ key: reportAudio.storageKey })
        .from(reportAudio)
        .where(inArray(reportAudio.storageKey, [...keys]));
      return new Set(rows.map((row) => row.key));
    },
  },
  // A channel logo (public/logos/<creator>/<id>.<ext>): creator_settings.logo_url, as its public URL.
  {
    prefix: `${PUBLIC_PREFIX}logos/`,
    graceMs: ORPHAN_GRACE_MS,
    referenced: async (db, keys) => {
      const urlOf = (key: string) => `${PUBLIC_URL_PREFIX}${key.slice(PUBLIC_PREFIX.length)}`;
      const rows = await db
        .select({ url: creatorSettings.logoUrl })
        .from(creatorSettings)
        .where(inArray(creatorSettings.logoUrl, keys.map(urlOf)));
      const urls = new Set(rows.map((row) => row.url));
      return new Set(keys.filter((key) => urls.has(urlOf(key))));
    },
  },
  // A report's Markdown download (reports/<report>/<version>.md): written again for every download link,
  // so once it is older than a link lives, no link to it works and no row ever pointed at it.
  {
    prefix: 'reports/',
    graceMs: Math.max(ORPHAN_GRACE_MS, storageConstants.signedLinkSeconds * 1000),
    referenced: async () => new Set<string>(),
  },
  // A copy of a feed's episode audio (episode-audio/<report>/<hash>, ADR 200): kept for a week after it
  // was written, then fetched again on the next play.
  {
    prefix: episodeAudioPrefix,
    graceMs: episodeAudioCacheDays * 24 * 60 * 60 * 1000,
    referenced: async () => new Set<string>(),
  },
  // The transcript of one part of an episode's audio (transcription-parts/<report>/<hash>/<n>.json, ADR
  // 220): removed when the whole is stored or fails for good, so one a day old was left by a process that
  // stopped in between.
  {
    prefix: TRANSCRIPTION_PARTS_PREFIX,
    graceMs: ORPHAN_GRACE_MS,
    referenced: async () => new Set<string>(),
  },
];

/** How many keys are checked against the database at once. */
const BATCH = 500;

/**
 * Removes stored files that no row points at and that are older than their kind's grace period: audio
 * left by an upload whose transaction failed or lost a race, by a process that stopped between writing a
 * file and its row, or by a report deleted while its audio was being replaced; logos likewise; old
 * Markdown downloads; temporary files of interrupted writes. Returns how many files were removed.
 */
export async function removeOrphanFiles(
  deps: Pick<AppDeps, 'db' | 'storage' | 'clock'>,
  kinds: readonly StoredKind[] = storedKinds,
): Promise<{ removed: number }> {
  let removed = 0;
  for (const kind of kinds) {
    const cutoff = deps.clock.now().getTime() - kind.graceMs;
    let batch: string[] = [];
    const sweep = async () => {
      const referenced = await kind.referenced(deps.db, batch);
      for (const key of batch) {
        if (referenced.has(key)) continue;
        await deps.storage.delete(key);
        removed += 1;
      }
      batch = [];
    };
    for await (const file of deps.storage.list(kind.prefix)) {
      if (!file.key.startsWith(kind.prefix) || file.modifiedAt.getTime() > cutoff) continue;
      batch.push(file.key);
      if (batch.length >= BATCH) await sweep();
    }
    if (batch.length > 0) await sweep();
  }
  return { removed };
}
