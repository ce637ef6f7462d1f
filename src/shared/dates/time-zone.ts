/**
 * IANA time zone names ("Europe/Berlin", "America/Los_Angeles", "UTC"), checked against the runtime's own
 * zone database, the one @date-fns/tz computes with. A UTC offset ("+01:00", "-0800") is refused on
 * purpose: it is right for one instant and wrong after the next daylight-saving change.
 */
const zoneNameShape = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

// Only names the runtime knew are kept, so the cache is bounded by its zone database (about 600 names).
const canonicalNames = new Map<string, string>();

/** The runtime's canonical spelling of an IANA zone name, or null when it is not one it knows. */
export function canonicalTimeZone(name: string): string | null {
  const known = canonicalNames.get(name);
  if (known) return known;
  if (!zoneNameShape.test(name)) return null;
  try {
    const canonical = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    canonicalNames.set(name, canonical);
    return canonical;
  } catch {
    return null;
  }
}
