import type { FeedConnection } from '@shared/contract/feed-connection';
import { formatDateTime } from '@shared/dates/format';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "just now", "3 minutes ago", "2 hours ago", then the date and time. */
function ago(at: string, now: Date): string {
  const minutes = Math.round((now.getTime() - Date.parse(at)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return `on ${formatDateTime(at)}`;
}

const episodes = (count: number) => `${count} new episode${count === 1 ? '' : 's'}`;

/** The connected feed's state in plain words: when it was checked, what came of it, what happens next. */
export function feedStatusLine(connection: FeedConnection, now: Date = new Date()): string {
  const next = formatDateTime(connection.nextCheckAt);
  if (!connection.lastCheckedAt) return 'Connected. The first check runs within a minute.';
  const checked = `Checked ${ago(connection.lastCheckedAt, now)}`;
  switch (connection.lastOutcome) {
    case 'failed':
      return `The host failed: ${connection.lastError ?? 'the feed could not be read'} Next try ${next}.`;
    case 'disallowed':
      return `${connection.lastError ?? 'The host does not allow automated checks.'} Next try ${next}.`;
    case 'imported':
      return `${checked} · ${episodes(connection.lastImportedCount)} imported`;
    default: {
      const line = connection.lastImportedAt
        ? `${checked} · no new episodes since ${ago(connection.lastImportedAt, now)}`
        : `${checked} · no new episodes yet`;
      const older = olderEpisodes(connection.olderEpisodeCount);
      return older ? `${line}. ${older}` : line;
    }
  }
}

/** What the check saw from before the connection, and where to get it; null when there is none. */
function olderEpisodes(count: number | null): string | null {
  if (!count) return null;
  return count === 1
    ? '1 older episode is in the feed: import it from Import past episodes.'
    : `${count.toLocaleString('en-US')} older episodes are in the feed: import them from Import past episodes.`;
}
