import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@shared/contract/subscriptions';
import { api } from '@web/lib/api-client';
import { invalidateAfterSubscriptionChange } from './invalidate-after-subscription-change';

/** POST /api/subscriptions/resume: a cancel taken back before the period ends (ADR 227). */
const resumeSubscription = (subscriptionId: string) =>
  api.post<Subscription>('/subscriptions/resume', { subscriptionId });

export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSettled: () => invalidateAfterSubscriptionChange(queryClient),
  });
}
