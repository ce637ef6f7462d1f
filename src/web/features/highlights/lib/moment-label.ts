import { formatTimecode } from '@web/lib/timecode';

/** "12:34 · Speaker", "12:34", "Speaker" or null: where a highlight was said. */
export function momentLabel(startSeconds: number | null, speaker: string | null): string | null {
  const parts = [startSeconds === null ? null : formatTimecode(startSeconds), speaker?.trim() || null];
  const label = parts.filter((part): part is string => Boolean(part)).join(' · ');
  return label || null;
}
