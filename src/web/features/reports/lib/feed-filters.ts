import {
  feedPeriods,
  feedSorts,
  feedStatuses,
  type FeedPeriod,
  type FeedSort,
  type FeedStatus,
} from '@shared/contract/reading';

/**
 * The feed filters as the reports page keeps them in its URL (?period=&sort=&status=&q=&channel=), so a
 * filtered list can be shared and survives a reload. Defaults are left out of the URL.
 */
export interface FeedFilterState {
  period: FeedPeriod | undefined;
  sort: FeedSort;
  status: FeedStatus;
  q: string;
  channel: string | undefined;
}

export const defaultFeedFilters: FeedFilterState = {
  period: undefined,
  sort: 'newest',
  status: 'all',
  q: '',
  channel: undefined,
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** Reads filters from a URL query; anything unknown falls back to the default instead of breaking the page. */
export function parseFeedFilters(params: URLSearchParams): FeedFilterState {
  const channel = params.get('channel');
  return {
    period: oneOf(feedPeriods, params.get('period')),
    sort: oneOf(feedSorts, params.get('sort')) ?? 'newest',
    status: oneOf(feedStatuses, params.get('status')) ?? 'all',
    q: (params.get('q') ?? '').slice(0, 200),
    channel: channel && uuid.test(channel) ? channel : undefined,
  };
}

/** The page URL query for these filters (defaults omitted), e.g. "sort=title&q=sleep". */
export function feedFiltersToSearch(filters: FeedFilterState): string {
  const params = new URLSearchParams();
  if (filters.period) params.set('period', filters.period);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.channel) params.set('channel', filters.channel);
  return params.toString();
}

/** The API query for these filters (the API calls the channel `creatorId`). */
export function feedFiltersToApiQuery(filters: FeedFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.period) params.set('period', filters.period);
  params.set('sort', filters.sort);
  params.set('status', filters.status);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.channel) params.set('creatorId', filters.channel);
  return params;
}

export const isDefaultFeedFilters = (filters: FeedFilterState) => feedFiltersToSearch(filters) === '';

export const periodLabels: Record<FeedPeriod | 'default', string> = {
  default: 'Last 30 days',
  week: 'Past week',
  month: 'Past month',
  year: 'Past year',
  all: 'All time',
};
export const sortLabels: Record<FeedSort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  title: 'Title',
  creator: 'Channel',
};
export const statusLabels: Record<FeedStatus, string> = {
  all: 'All',
  unread: 'Unread',
  read: 'Read',
  favourites: 'Favourites',
};
