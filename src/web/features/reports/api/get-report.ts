import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, clientCache } from '@shared/constants';
import type { ReportDetail } from '@shared/contract/reports';
import { api } from '@web/lib/api-client';
import { reportKeys } from './query-keys';

/** GET /api/reports/:id: the full report, or a teaser without access (spec §9: details time out after 10 s). */
function getReport(id: string, signal?: AbortSignal): Promise<ReportDetail> {
  return api.get<ReportDetail>(`/reports/${encodeURIComponent(id)}`, {
    timeoutMs: apiClient.reportDetailTimeoutMs,
    ...(signal ? { signal } : {}),
  });
}

/** Report details stay cached for 30 minutes (spec §9 cache TTL for report caches). */
export const reportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: reportKeys.detail(id),
    queryFn: ({ signal }) => getReport(id, signal),
    staleTime: clientCache.ttlMs,
    gcTime: clientCache.ttlMs,
  });

export function useReport(id: string) {
  return useQuery(reportQueryOptions(id));
}
