/**
 * Links back to a report from outside the app — mails, the Obsidian export, Readwise, the public API and
 * the MCP server — optionally at a moment of the episode (`?t=` whole seconds; the report page opens the
 * transcript there and "Play from" starts there).
 */
export function reportUrl(appUrl: string, reportId: string, atSeconds?: number | null): string {
  let origin = appUrl;
  while (origin.endsWith('/')) origin = origin.slice(0, -1);
  const base = `${origin}/subscriber/reports/${encodeURIComponent(reportId)}`;
  if (atSeconds === undefined || atSeconds === null || !Number.isFinite(atSeconds) || atSeconds < 0)
    return base;
  return `${base}?t=${Math.floor(atSeconds)}`;
}

/** The `?t=` moment of a report link, or null when absent or not a whole number of seconds. */
export function momentFromSearch(search: URLSearchParams): number | null {
  const raw = search.get('t');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return null;
  return Number(raw);
}
