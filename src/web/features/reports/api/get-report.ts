import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, clientCache } from '@shared/constants';
import type { ReportDetail } from '@shared/contract/reports';
import { api } from '@web/lib/api-client';
import { reportKeys } from './query-keys';

/**
 * GET /api/reports/:id: the full report, or a teaser without access (docs/product.md#resilience: 10 s
 * timeout).
 */
function getReport(id: string, signal?: AbortSignal): Promise<ReportDetail> {
  return api.get<ReportDetail>(`/reports/${encodeURIComponent(id)}`, {
    timeoutMs: apiClient.reportDetailTimeoutMs,
    ...(signal ? { signal } : {}),
  });
}

/** Report details stay cached for 30 minutes (docs/product.md#constants-and-limits). */
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
