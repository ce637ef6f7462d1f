import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadState } from '@shared/contract/reports';
import { toast } from '@web/components/ui/toast';
import { api } from '@web/lib/api-client';
import { patchReportCaches, restoreCaches, type CacheSnapshot } from '../lib/patch-report-caches';
import { reportKeys } from './query-keys';

/** PUT / DELETE /api/reports/:id/read (idempotent). */
function setRead(id: string, read: boolean): Promise<ReadState> {
  const path = `/reports/${encodeURIComponent(id)}/read`;
  return read ? api.put<ReadState>(path) : api.delete<ReadState>(path);
}

/** Marks a report read or unread at once everywhere it is shown; rolled back with a toast if the server refuses. */
export function useSetRead() {
  const queryClient = useQueryClient();
  return useMutation<ReadState, Error, { id: string; read: boolean; silent?: boolean }, CacheSnapshot>({
    mutationFn: ({ id, read }) => setRead(id, read),
    onMutate: async ({ id, read }) => {
      await queryClient.cancelQueries({ queryKey: reportKeys.detail(id) });
      return patchReportCaches(queryClient, id, {
        isRead: read,
        readAt: read ? new Date().toISOString() : null,
      });
    },
    onSuccess: (state) => {
      patchReportCaches(queryClient, state.reportId, { isRead: state.isRead, readAt: state.readAt });
    },
    onError: (error, { read, silent }, snapshot) => {
      restoreCaches(queryClient, snapshot);
      if (!silent) {
        toast({
          title: read ? 'Could not mark the report as read' : 'Could not mark the report as unread',
          description: error.message,
          variant: 'destructive',
        });
      }
    },
    // Filtered lists (Unread, Read) change membership: refetch them in the background.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.feeds() }),
  });
}
