import type { TranscriptTurn } from '@shared/contract/reports';

/** Lower-cased once, so a search over a long transcript does not redo it on every keystroke. */
export function searchableTurns(turns: readonly TranscriptTurn[]): string[] {
  return turns.map((turn) => turn.text.toLocaleLowerCase());
}

/** The indexes of turns that contain the query (case-insensitive); none for a query under 2 characters. */
export function findTurns(lowered: readonly string[], query: string): number[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle.length < 2) return [];
  const found: number[] = [];
  lowered.forEach((text, index) => {
    if (text.includes(needle)) found.push(index);
  });
  return found;
}

/** The text cut into plain and matching parts, for <mark>. */
export function splitMatches(text: string, query: string): { text: string; match: boolean }[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle.length < 2) return [{ text, match: false }];
  const lowered = text.toLocaleLowerCase();
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  for (let at = lowered.indexOf(needle); at !== -1; at = lowered.indexOf(needle, at + needle.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/**
 * The turn being said at `seconds`: the last one that starts at or before it (turns are in order).
 * -1 before the first timed turn or without timestamps.
 */
export function turnAt(turns: readonly TranscriptTurn[], seconds: number): number {
  let low = 0;
  let high = turns.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const start = turns[mid]?.start;
    if (start == null) {
      // Untimed turns in a timed transcript are rare; look left of them.
      high = mid - 1;
      continue;
    }
    if (start <= seconds + 0.01) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}
