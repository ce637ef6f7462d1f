import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { creatorKeys } from './query-keys';

interface BecomeCreatorResult {
  isCreator: true;
  hasChannel: boolean;
}

/** docs/product.md#roles (set_user_as_creator); calling it again is harmless. */
function becomeCreator(): Promise<BecomeCreatorResult> {
  return api.post<BecomeCreatorResult>('/creator/become');
}

/**
 * The signed-in user's own record (navbar, sidebar) belongs to the auth feature: the page that uses this
 * passes `onBecameCreator` to refresh it.
 */
export function useBecomeCreator(options: { onBecameCreator?: () => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: becomeCreator,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: creatorKeys.all });
      // A new creator has no channel yet: the answer says so, so the settings are not asked for (the API
      // would answer 404 `creator_settings_not_found`, a failed request in the browser's console).
      if (!result.hasChannel) queryClient.setQueryData(creatorKeys.settings(), null);
      await options.onBecameCreator?.();
    },
  });
}
