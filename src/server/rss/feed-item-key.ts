/** What a feed item is known by, whichever identity its feed gives it. */
export interface FeedItemIdentity {
  guid?: string | null;
  mediaUrl?: string | null;
  title: string;
  publishedAt?: string | Date | null;
}

/**
 * A feed item's identity within its channel, stored as `reports.feed_item_key` (unique per channel):
 * its `guid` when it has one, else its enclosure address, else its title and publication day. Whitespace
 * and letter case in a title, or the time of day, never make a second episode of the same one.
 */
export function feedItemKey(item: FeedItemIdentity): string {
  const guid = item.guid?.trim();
  if (guid) return `guid:${guid}`;
  const mediaUrl = item.mediaUrl?.trim();
  if (mediaUrl) return `url:${mediaUrl}`;
  const title = item.title.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  return `title:${title}|${publicationDay(item.publishedAt)}`;
}

function publicationDay(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}
