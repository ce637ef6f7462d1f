/** Longest episode the contract takes (48 hours); longer values are taken as mistakes. */
const maxSeconds = 48 * 3600;

const unitSeconds: Record<string, number> = { h: 3600, m: 60, s: 1 };

/**
 * `itunes:duration` as hosts write it: seconds ("3723", "3723.4"), "mm:ss", "hh:mm:ss" (with fractional
 * seconds, or a comma as decimal mark), "1h 2m 3s" / "1 hr 2 min" / "45 minutes", or ISO 8601 "PT1H2M3S".
 * Anything else, or more than 48 hours, is null.
 */
export function parseDuration(value: string): number | null {
  const text = value
    .trim()
    .toLowerCase()
    .replace(/(\d),(\d)/, '$1.$2');
  if (!text) return null;
  return bounded(seconds(text) ?? clock(text) ?? units(text) ?? iso(text));
}

function bounded(total: number | null): number | null {
  if (total === null || !Number.isFinite(total) || total < 0) return null;
  const rounded = Math.round(total);
  return rounded <= maxSeconds ? rounded : null;
}

function seconds(text: string): number | null {
  return /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : null;
}

/** "62:03", "1:02:03", "01:02:03.500": minutes and seconds after the first field stay under 60. */
function clock(text: string): number | null {
  const match = /^(\d+):(\d{1,2})(?::(\d{1,2}))?(\.\d+)?$/.exec(text);
  if (!match) return null;
  const [, first, second, third, fraction] = match;
  const parts = [first, second, third].filter((p): p is string => p !== undefined).map(Number);
  if (parts.slice(1).some((p) => p >= 60)) return null;
  const whole = parts.reduce((total, part) => total * 60 + part, 0);
  return whole + (fraction ? Number(fraction) : 0);
}

/** "1h 2m 3s", "1h2m", "90 min", "1 hour 5 minutes", "45 sec". */
function units(text: string): number | null {
  const pattern =
    /(\d+(?:\.\d+)?)\s*(h|hrs?|hours?|m|mins?|minutes?|s|secs?|seconds?)(?![a-z])[\s,]*(?:and\s+)?/gy;
  let total = 0;
  let matched = 0;
  let end = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    total += Number(match[1]) * (unitSeconds[(match[2] as string)[0] as string] ?? 0);
    matched++;
    end = pattern.lastIndex;
  }
  return matched > 0 && end === text.length ? total : null;
}

function iso(text: string): number | null {
  const match = /^pt(?:(\d+(?:\.\d+)?)h)?(?:(\d+(?:\.\d+)?)m)?(?:(\d+(?:\.\d+)?)s)?$/.exec(text);
  if (!match || text === 'pt') return null;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}
