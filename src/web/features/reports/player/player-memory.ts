import { safeStorage, storageKeys } from '@web/lib/storage-keys';

/** How many reports' positions are kept; the least recently played go first. */
const rememberedPositions = 100;
/** A position this close to the start or the end is not worth coming back to: the episode starts over. */
const edgeSeconds = 5;

type Positions = Record<string, { seconds: number; at: number }>;

function readPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(safeStorage.get(storageKeys.playerPositions) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

/**
 * What the player remembers on this device between visits (localStorage): one speed for every episode,
 * and per report where the reader left its episode. Storage that is full or disabled only forgets.
 */
export const playerMemory = {
  speed(allowed: readonly number[]): number | undefined {
    const speed = Number(safeStorage.get(storageKeys.playerSpeed));
    return allowed.includes(speed) ? speed : undefined;
  },
  saveSpeed(speed: number): void {
    safeStorage.set(storageKeys.playerSpeed, String(speed));
  },
  /** Where the episode of `reportId` was left, in seconds; undefined to start from the beginning. */
  position(reportId: string): number | undefined {
    const seconds = readPositions()[reportId]?.seconds;
    return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > edgeSeconds
      ? seconds
      : undefined;
  },
  /** Remembers the position, or forgets it at the start or within a few seconds of the end. */
  savePosition(reportId: string, seconds: number, duration: number, now = Date.now()): void {
    const positions = readPositions();
    const atEdge = seconds <= edgeSeconds || (duration > 0 && seconds >= duration - edgeSeconds);
    if (atEdge) delete positions[reportId];
    else positions[reportId] = { seconds: Math.round(seconds * 10) / 10, at: now };
    const kept = Object.entries(positions)
      .sort(([, a], [, b]) => b.at - a.at)
      .slice(0, rememberedPositions);
    safeStorage.set(storageKeys.playerPositions, JSON.stringify(Object.fromEntries(kept)));
  },
};
