import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@shared/constants';
import type { ReportNeighbours } from '@shared/contract/reports';
import { api } from '@web/lib/api-client';
import { feedFiltersToApiQuery, type FeedFilterState } from '../lib/feed-filters';
import { reportKeys } from './query-keys';

/** GET /api/reports/:id/neighbours: previous and next in the feed order the reader came from. */
function getNeighbours(
  id: string,
  filters: FeedFilterState,
  signal?: AbortSignal,
): Promise<ReportNeighbours> {
  return api.get<ReportNeighbours>(
    `/reports/${encodeURIComponent(id)}/neighbours?${feedFiltersToApiQuery(filters)}`,
    {
      timeoutMs: apiClient.reportDetailTimeoutMs,
      ...(signal ? { signal } : {}),
    },
  );
}

const neighboursQueryOptions = (id: string, filters: FeedFilterState) =>
  queryOptions({
    queryKey: reportKeys.neighbours(id, feedFiltersToApiQuery(filters).toString()),
    queryFn: ({ signal }) => getNeighbours(id, filters, signal),
    staleTime: 60_000,
  });

export function useNeighbours(id: string, filters: FeedFilterState, enabled = true) {
  return useQuery({ ...neighboursQueryOptions(id, filters), enabled });
}
