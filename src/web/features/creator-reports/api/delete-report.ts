import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { creatorReportKeys } from './query-keys';

function deleteReport(id: string): Promise<void> {
  return api.delete<void>(`/creator/reports/${encodeURIComponent(id)}`);
}

export function useDeleteReport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteReport(id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: creatorReportKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: creatorReportKeys.lists() });
    },
  });
}
