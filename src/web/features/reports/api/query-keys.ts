import type { FeedFilterState } from '../lib/feed-filters';

/** Every query key of the reports feature; invalidations name exactly these. */
export const reportKeys = {
  all: ['reports'] as const,
  feeds: () => [...reportKeys.all, 'feed'] as const,
  feed: (filters: FeedFilterState) => [...reportKeys.feeds(), filters] as const,
  details: () => [...reportKeys.all, 'detail'] as const,
  detail: (id: string) => [...reportKeys.details(), id] as const,
  neighbours: (id: string, search: string) => [...reportKeys.all, 'neighbours', id, search] as const,
  channels: () => [...reportKeys.all, 'channels'] as const,
  transcript: (id: string) => [...reportKeys.all, 'transcript', id] as const,
};
