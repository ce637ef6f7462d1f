import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackItem, FeedbackStatus } from '@shared/contract/feedback';
import { api } from '@web/lib/api-client';
import { adminKeys } from './admin-lists';

/**
 * Moves a piece of feedback to another status (PATCH /api/admin/feedback/{id}, docs/product.md#admin-area).
 * Every feedback list is refetched afterwards: the item may leave a filtered list and the "new" count
 * changes.
 */
export function useUpdateFeedbackStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: FeedbackStatus }) =>
      api.patch<FeedbackItem>(`/admin/feedback/${encodeURIComponent(id)}`, { status }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.allFeedback() }),
  });
}
