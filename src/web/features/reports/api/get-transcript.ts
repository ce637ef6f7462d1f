import { useQuery } from '@tanstack/react-query';
import { clientCache } from '@shared/constants';
import type { ReportTranscript } from '@shared/contract/reports';
import { api } from '@web/lib/api-client';
import { reportKeys } from './query-keys';

/** GET /api/reports/:id/transcript: the whole transcript, for readers with access. */
function getTranscript(id: string, signal?: AbortSignal): Promise<ReportTranscript> {
  return api.get<ReportTranscript>(`/reports/${encodeURIComponent(id)}/transcript`, signal ? { signal } : {});
}

export function useTranscript(id: string) {
  return useQuery({
    queryKey: reportKeys.transcript(id),
    queryFn: ({ signal }) => getTranscript(id, signal),
    staleTime: clientCache.ttlMs,
    gcTime: clientCache.ttlMs,
  });
}
