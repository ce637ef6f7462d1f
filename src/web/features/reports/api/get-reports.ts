import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@shared/constants';
import type { FeedPage } from '@shared/contract/reports';
import { api } from '@web/lib/api-client';
import { feedFiltersToApiQuery, type FeedFilterState } from '../lib/feed-filters';
import { reportKeys } from './query-keys';

/** GET /api/reports: one page of the feed (docs/product.md#resilience: 15 s timeout). */
function getReports(
  filters: FeedFilterState,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<FeedPage> {
  const query = feedFiltersToApiQuery(filters);
  if (cursor) query.set('cursor', cursor);
  return api.get<FeedPage>(`/reports?${query}`, {
    timeoutMs: apiClient.reportListTimeoutMs,
    ...(signal ? { signal } : {}),
  });
}

export const reportsQueryOptions = (filters: FeedFilterState) =>
  infiniteQueryOptions({
    queryKey: reportKeys.feed(filters),
    queryFn: ({ pageParam, signal }) => getReports(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // New reports arrive through live events (which invalidate this); a short freshness keeps Back instant.
    staleTime: 30_000,
  });

/** The feed, page by page, for infinite scrolling. */
export function useReports(filters: FeedFilterState) {
  return useInfiniteQuery(reportsQueryOptions(filters));
}
