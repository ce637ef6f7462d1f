/**
 * Reads "01:02:03", "1:02:03.500", "02:03", "00:00:01,000" (SubRip's comma) as seconds.
 * Returns null for anything else, so callers can tell a timestamp from ordinary text.
 */
export function parseTimestamp(value: string): number | null {
  const match = /^(?:(\d{1,3}):)?(\d{1,2}):(\d{2})(?:[.,](\d{1,3}))?$/.exec(value.trim());
  if (!match) return null;
  const [, h, m, s, fraction] = match;
  const minutes = Number(m);
  const seconds = Number(s);
  if (seconds >= 60 || (h !== undefined && minutes >= 60)) return null;
  const millis = fraction ? Number(fraction.padEnd(3, '0')) : 0;
  return Number(h ?? 0) * 3600 + minutes * 60 + seconds + millis / 1000;
}

/** 3723 → "1:02:03", 125 → "2:05". */
export function formatTimestamp(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}
