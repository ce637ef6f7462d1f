import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrialUsage } from '@shared/contract/subscriptions';
import { api } from '@web/lib/api-client';
import { subscriptionKeys } from './query-keys';

const getTrialUsage = () => api.get<TrialUsage>('/subscriptions/trial-usage');

const trialUsageQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.trialUsage(), queryFn: getTrialUsage, staleTime: 30_000 });

export function useTrialUsage(enabled = true) {
  return useQuery({ ...trialUsageQueryOptions(), enabled });
}
