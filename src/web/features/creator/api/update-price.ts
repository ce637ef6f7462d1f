import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatorSettings } from '@shared/contract/creator';
import { api } from '@web/lib/api-client';
import { creatorKeys } from './query-keys';

function updatePrice(amountCents: number): Promise<CreatorSettings> {
  return api.put<CreatorSettings>('/creator/settings/price', { amountCents });
}

export function useUpdatePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrice,
    onSuccess: (settings) => queryClient.setQueryData(creatorKeys.settings(), settings),
  });
}
