import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReadwiseConnection, ReadwiseReportList, ReadwiseSyncStarted } from '@shared/contract/readwise';
import { api } from '@web/lib/api-client';

const readwiseKeys = {
  connection: ['readwise', 'connection'] as const,
  reports: ['readwise', 'reports'] as const,
};

/** How often the panel asks whether a sync it started has ended. */
const syncPollMs = 1500;

/**
 * The reader's Readwise connection (GET /api/readwise/connection): never the token, only its last four
 * characters. While a sync asked for at `waitingSince` has not ended, it is asked for again every 1.5 s.
 */
export function useReadwiseConnection(waitingSince: string | null) {
  return useQuery({
    queryKey: readwiseKeys.connection,
    queryFn: ({ signal }) => api.get<ReadwiseConnection>('/readwise/connection', { signal }),
    refetchInterval: (query) =>
      waitingSince !== null && !syncEnded(query.state.data, waitingSince) ? syncPollMs : false,
  });
}

/** Whether the connection shows a sync that ended at or after `requestedAt`. */
export function syncEnded(connection: ReadwiseConnection | undefined, requestedAt: string): boolean {
  return Boolean(connection?.lastAttemptAt && connection.lastAttemptAt >= requestedAt);
}

/** The reports the reader highlighted, to choose what to send. */
export function useReadwiseReports(enabled: boolean) {
  return useQuery({
    queryKey: readwiseKeys.reports,
    queryFn: ({ signal }) => api.get<ReadwiseReportList>('/readwise/reports', { signal }),
    enabled,
  });
}

export function useConnectReadwise() {
  const queryClient = useQueryClient();
  return useMutation({
    // Not retried: the server asked Readwise once and its answer (rejected, not answering) is final for
    // this click; repeating it would only keep the reader waiting and spend their 10 connects a minute.
    mutationFn: (token: string) =>
      api.put<ReadwiseConnection>('/readwise/connection', { token }, { retry: false }),
    onSuccess: (connection) => queryClient.setQueryData(readwiseKeys.connection, connection),
  });
}

export function useDisconnectReadwise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>('/readwise/connection'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: readwiseKeys.connection }),
  });
}

export function useStartReadwiseSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportIds: string[]) => api.post<ReadwiseSyncStarted>('/readwise/sync', { reportIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readwiseKeys.connection }),
  });
}

/** After a sync, the unsent counts of the reports changed. */
export function useRefreshReadwiseReports() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: readwiseKeys.reports }), [queryClient]);
}
