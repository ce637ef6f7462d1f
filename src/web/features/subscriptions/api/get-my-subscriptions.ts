import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription, SubscriptionList } from '@shared/contract/subscriptions';
import { api } from '@web/lib/api-client';
import { subscriptionKeys } from './query-keys';

/** All of the user's subscriptions (the trial allows 5 at once, so the server's first page is plenty). */
async function getMySubscriptions(signal?: AbortSignal): Promise<Subscription[]> {
  const items: Subscription[] = [];
  let cursor: string | null = null;
  do {
    const path: string = cursor ? `/subscriptions?cursor=${encodeURIComponent(cursor)}` : '/subscriptions';
    const page: SubscriptionList = await api.get<SubscriptionList>(path, signal ? { signal } : {});
    for (const item of page.items) items.push(item);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

const mySubscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.mine(),
    queryFn: ({ signal }) => getMySubscriptions(signal),
    // The state changes with time (period end, roll-over): re-read it when the page is opened again.
    staleTime: 30_000,
  });

export function useMySubscriptions() {
  return useQuery(mySubscriptionsQueryOptions());
}
