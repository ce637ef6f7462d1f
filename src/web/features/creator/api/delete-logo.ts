import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatorSettings } from '@shared/contract/creator';
import { api } from '@web/lib/api-client';
import { creatorKeys } from './query-keys';

function deleteLogo(): Promise<CreatorSettings> {
  return api.delete<CreatorSettings>('/creator/settings/logo');
}

export function useDeleteLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLogo,
    onSuccess: (settings) => queryClient.setQueryData(creatorKeys.settings(), settings),
  });
}
