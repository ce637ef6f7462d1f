import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@shared/contract/subscriptions';
import { api } from '@web/lib/api-client';
import { invalidateAfterSubscriptionChange } from './invalidate-after-subscription-change';

const cancelSubscription = (subscriptionId: string) =>
  api.post<Subscription>('/subscriptions/cancel', { subscriptionId });

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => invalidateAfterSubscriptionChange(queryClient),
  });
}
