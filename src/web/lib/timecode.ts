/** 754 → "12:34", 3723 → "1:02:03": the way players show a moment. */
export function formatTimecode(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** A time as a screen reader says it: "12 minutes 34 seconds". */
export function spokenTimecode(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts = [
    h ? `${h} hour${h === 1 ? '' : 's'}` : '',
    m ? `${m} minute${m === 1 ? '' : 's'}` : '',
    s || (!h && !m) ? `${s} second${s === 1 ? '' : 's'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * What a creator types for a moment: "12:34", "1:02:03", "754" or "754.5" (seconds). Empty is null (no
 * moment); anything else is undefined (not a time).
 */
export function parseTimecode(text: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value);
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{1,2})(\.\d+)?$/.exec(value);
  if (!match) return undefined;
  const [, h, m, s, fraction] = match;
  if (Number(s) >= 60 || (h !== undefined && Number(m) >= 60)) return undefined;
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(fraction ?? 0);
}
