import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscribeRequest, Subscription } from '@shared/contract/subscriptions';
import { api } from '@web/lib/api-client';
import { invalidateAfterSubscriptionChange } from './invalidate-after-subscription-change';

const subscribe = (input: SubscribeRequest) => api.post<Subscription>('/subscriptions', input);

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribe,
    onSettled: () => invalidateAfterSubscriptionChange(queryClient),
  });
}
