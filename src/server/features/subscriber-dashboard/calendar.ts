/**
 * Calendar boundaries in the reader's own time zone, given as the browser's Date#getTimezoneOffset()
 * (minutes to add to local time to get UTC). The server runs in UTC; only these helpers know local time.
 */
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 in local time. */
export function localDay(at: Date, tzOffsetMinutes: number): number {
  return Math.floor((at.getTime() - tzOffsetMinutes * 60_000) / DAY_MS);
}

/** The UTC instant of local midnight starting local day `day`. */
export function startOfLocalDay(day: number, tzOffsetMinutes: number): Date {
  return new Date(day * DAY_MS + tzOffsetMinutes * 60_000);
}

/** Monday 00:00 local of the week containing `at`. */
export function startOfLocalWeek(at: Date, tzOffsetMinutes: number): Date {
  const day = localDay(at, tzOffsetMinutes);
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
  const sinceMonday = (((day + 3) % 7) + 7) % 7;
  return startOfLocalDay(day - sinceMonday, tzOffsetMinutes);
}

/** The 1st of the local month containing `at`, 00:00 local. */
export function startOfLocalMonth(at: Date, tzOffsetMinutes: number): Date {
  const local = new Date(at.getTime() - tzOffsetMinutes * 60_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) + tzOffsetMinutes * 60_000);
}

/**
 * Consecutive local days with reading, ending today, or yesterday when nothing was read yet today (a
 * streak is not lost before the day is over). `days` are distinct local days, any order.
 */
export function readingStreak(days: number[], today: number): number {
  const set = new Set(days);
  let cursor = set.has(today) ? today : today - 1;
  let streak = 0;
  while (set.has(cursor)) {
    streak++;
    cursor--;
  }
  return streak;
}
