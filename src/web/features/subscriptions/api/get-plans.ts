import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan, PlanList } from '@shared/contract/subscriptions';
import { api } from '@web/lib/api-client';
import { subscriptionKeys } from './query-keys';

/** docs/product.md#errors-and-messages: a failure reads 'Failed to fetch subscription plans'. */
async function getPlans(): Promise<Plan[]> {
  try {
    return (await api.get<PlanList>('/subscriptions/plans')).plans;
  } catch (error) {
    throw new Error('Failed to fetch subscription plans', { cause: error });
  }
}

const plansQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.plans(), queryFn: getPlans, staleTime: 10 * 60_000 });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
