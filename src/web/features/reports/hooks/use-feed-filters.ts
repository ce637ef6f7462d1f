import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { feedFiltersToSearch, parseFeedFilters, type FeedFilterState } from '../lib/feed-filters';

/** The feed filters, kept in the page URL: changing one replaces the history entry's query. */
export function useFeedFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFeedFilters(params), [params]);
  const update = useCallback(
    (change: Partial<FeedFilterState>) => {
      setParams(new URLSearchParams(feedFiltersToSearch({ ...parseFeedFilters(params), ...change })), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [params, setParams],
  );
  return { filters, update, search: feedFiltersToSearch(filters) };
}
