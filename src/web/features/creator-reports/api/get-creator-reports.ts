import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CreatorReportPage, ReportStatus } from '@shared/contract/creator-reports';
import { api } from '@web/lib/api-client';
import { creatorReportKeys, generatingPollMs } from './query-keys';

const pageSize = 20;

function getCreatorReports(
  params: { status?: ReportStatus | undefined; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<CreatorReportPage> {
  const query = new URLSearchParams({ limit: String(pageSize) });
  if (params.status) query.set('status', params.status);
  if (params.cursor) query.set('cursor', params.cursor);
  return api.get<CreatorReportPage>(`/creator/reports?${query}`, signal ? { signal } : {});
}

const creatorReportsQueryOptions = (status?: ReportStatus) =>
  infiniteQueryOptions({
    queryKey: creatorReportKeys.list(status),
    queryFn: ({ pageParam, signal }) => getCreatorReports({ status, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Reports being generated change by the second: poll until none is left generating.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((r) => r.status === 'generating'))
        ? generatingPollMs
        : false,
  });

export function useCreatorReports(status?: ReportStatus) {
  return useInfiniteQuery(creatorReportsQueryOptions(status));
}
