/** 3723 → "1:02:03", 125 → "2:05", 0 → "". */
export function formatDuration(totalSeconds: number): string {
  if (!totalSeconds) return '';
  const whole = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return h > 0
    ? `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
    : `${m}:${String(s).padStart(2, '0')}`;
}

/** "1:02:03", "62:03", "45" (minutes) → seconds; "" → 0; anything else → null. */
export function parseDuration(text: string): number | null {
  const value = text.trim();
  if (value === '') return 0;
  if (/^\d{1,4}$/.test(value)) return Number(value) * 60;
  const match = /^(?:(\d{1,2}):)?(\d{1,3}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, h, m, s] = match;
  if (Number(s) >= 60 || (h !== undefined && Number(m) >= 60)) return null;
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s);
}

/** "12 min", "1 h 5 min" for list rows. */
export function humanDuration(totalSeconds: number): string {
  const minutes = Math.round(totalSeconds / 60);
  if (minutes < 60) return `${Math.max(1, minutes)} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}
