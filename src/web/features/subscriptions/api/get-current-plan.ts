import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentPlan, CurrentPlanResponse } from '@shared/contract/subscriptions';
import { api } from '@web/lib/api-client';
import { subscriptionKeys } from './query-keys';

/** docs/product.md#errors-and-messages: a failure reads 'Failed to fetch subscription details'. */
async function getCurrentPlan(): Promise<CurrentPlan | null> {
  try {
    return (await api.get<CurrentPlanResponse>('/subscriptions/current')).current;
  } catch (error) {
    throw new Error('Failed to fetch subscription details', { cause: error });
  }
}

const currentPlanQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.current(), queryFn: getCurrentPlan, staleTime: 30_000 });

export function useCurrentPlan() {
  return useQuery(currentPlanQueryOptions());
}
