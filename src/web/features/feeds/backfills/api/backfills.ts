import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Backfill, BackfillState, StartBackfillBody } from '@shared/contract/feed-backfills';
import { api } from '@web/lib/api-client';

const backfillKeys = { current: () => ['feed-backfills', 'current'] as const };

/** While an import is queued or running, its progress is read this often. */
const progressPollMs = 2000;
const isActive = (backfill: Backfill | null | undefined) =>
  backfill?.status === 'queued' || backfill?.status === 'running';

/** GET /creator/feed/backfills/current: the running import of past episodes, else the latest one. */
function getCurrentBackfill(signal?: AbortSignal): Promise<BackfillState> {
  return api.get<BackfillState>('/creator/feed/backfills/current', signal ? { signal } : {});
}

const currentBackfillQueryOptions = () =>
  queryOptions({
    queryKey: backfillKeys.current(),
    queryFn: ({ signal }) => getCurrentBackfill(signal),
    refetchInterval: (query) => (isActive(query.state.data?.backfill) ? progressPollMs : false),
  });

export function useCurrentBackfill() {
  return useQuery(currentBackfillQueryOptions());
}

/** POST /creator/feed/backfills and …/:id/cancel: both answer the import, which becomes the current one. */
export function useStartBackfill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartBackfillBody) => api.post<Backfill>('/creator/feed/backfills', body),
    onSuccess: (backfill) => queryClient.setQueryData(backfillKeys.current(), { backfill }),
  });
}

export function useCancelBackfill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<Backfill>(`/creator/feed/backfills/${encodeURIComponent(id)}/cancel`),
    onSuccess: (backfill) => queryClient.setQueryData(backfillKeys.current(), { backfill }),
  });
}

export { isActive as isBackfillActive };
