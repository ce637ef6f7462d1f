import { parseStream } from 'music-metadata';
import type { FileStorage } from '../../storage/file-storage';

/**
 * How long reading one file's length may take. A constant-bit-rate MP3 without a Xing header is
 * measured by walking its frames, which for a long episode takes a few seconds; past this the length
 * is left unknown rather than holding the upload's answer (ADR 199).
 */
const READ_BUDGET_MS = 15_000;
/** The longest length believed: the same bound as an episode's own duration. */
const MAX_SECONDS = 48 * 3600;

/**
 * The stored audio's own length in whole seconds, read from the file with music-metadata (headers,
 * else its frames), or null when the file does not say or cannot be read in time. Never throws: a
 * length we cannot read leaves the episode's metadata length in place.
 */
export async function readAudioDuration(
  storage: FileStorage,
  key: string,
  mimeType: string,
): Promise<number | null> {
  const file = await storage.get(key).catch(() => null);
  if (!file) return null;
  const stop = setTimeout(
    () => file.body.destroy(new Error('audio length read over budget')),
    READ_BUDGET_MS,
  );
  try {
    const metadata = await parseStream(
      file.body,
      { mimeType, size: file.size },
      { duration: true, skipCovers: true },
    );
    const seconds = metadata.format.duration;
    if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return null;
    return Math.min(Math.max(1, Math.round(seconds)), MAX_SECONDS);
  } catch {
    return null;
  } finally {
    clearTimeout(stop);
    file.body.destroy();
  }
}
