import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { HighlightPage } from '@shared/contract/highlights';
import { api } from '@web/lib/api-client';
import { highlightKeys } from './query-keys';

export interface HighlightFilters {
  /** Words to find in the text, the comment or the report's title ('' for all). */
  q: string;
  /** A channel's creator id ('' for every channel). */
  creatorId: string;
}

/** GET /api/highlights: the reader's highlights across reports, newest first, a page at a time. */
function getHighlights(filters: HighlightFilters, cursor: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (filters.creatorId) query.set('creatorId', filters.creatorId);
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return api.get<HighlightPage>(`/highlights${search ? `?${search}` : ''}`, signal ? { signal } : {});
}

const highlightsQueryOptions = (filters: HighlightFilters) =>
  infiniteQueryOptions({
    queryKey: highlightKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getHighlights(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useHighlights(filters: HighlightFilters) {
  return useInfiniteQuery(highlightsQueryOptions(filters));
}
