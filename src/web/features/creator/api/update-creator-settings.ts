import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatorSettings, UpdateCreatorSettingsInput } from '@shared/contract/creator';
import { api } from '@web/lib/api-client';
import { creatorKeys } from './query-keys';

/**
 * docs/product.md#creator-settings-save: creates the channel on the first save with a name, otherwise updates
 * the fields sent.
 */
function updateCreatorSettings(input: UpdateCreatorSettingsInput): Promise<CreatorSettings> {
  return api.put<CreatorSettings>('/creator/settings', input);
}

export function useUpdateCreatorSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCreatorSettings,
    onSuccess: (settings) => queryClient.setQueryData(creatorKeys.settings(), settings),
  });
}
