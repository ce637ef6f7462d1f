import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorReport } from '@shared/contract/creator-reports';
import { api } from '@web/lib/api-client';
import { creatorReportKeys, generatingPollMs } from './query-keys';

function getCreatorReport(id: string, signal?: AbortSignal): Promise<CreatorReport> {
  return api.get<CreatorReport>(`/creator/reports/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

const creatorReportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: creatorReportKeys.detail(id),
    queryFn: ({ signal }) => getCreatorReport(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'generating' ? generatingPollMs : false),
  });

export function useCreatorReport(id: string) {
  return useQuery(creatorReportQueryOptions(id));
}
