/** "2 min read", "58 min", "1 h 05 min": durations as people say them. */
export function formatMinutes(seconds: number): string {
  const minutes = Math.max(0, Math.round(seconds / 60));
  if (minutes < 60) return `${Math.max(minutes, seconds > 0 ? 1 : 0)} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

// Made once: building an Intl formatter costs far more than using one, and a feed page formats dozens of
// dates in one render.
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const shortDateWithYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** Long dates (spec: long month, day, year), in the reader's locale and time zone. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/** "Today", "Yesterday", "3 days ago", then a short date. */
export function formatRelativeDate(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOfDay(now) - startOfDay(then)) / 86_400_000);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return (then.getFullYear() !== now.getFullYear() ? shortDateWithYear : shortDate).format(then);
}
