import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListenerFeedList } from '@shared/contract/listener-feeds';
import { api } from '@web/lib/api-client';

const listenerFeedsKey = ['profile', 'feeds'] as const;

/** The listener's private RSS feeds (GET /api/profile/feeds), with their addresses. */
export function useListenerFeeds() {
  return useQuery({
    queryKey: listenerFeedsKey,
    queryFn: ({ signal }) => api.get<ListenerFeedList>('/profile/feeds', { signal }),
    staleTime: 30_000,
  });
}

/** A new secret for every feed address; the answer lists the new addresses. */
export function useResetListenerFeeds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ListenerFeedList>('/profile/feeds/reset'),
    onSuccess: (list) => queryClient.setQueryData<ListenerFeedList>(listenerFeedsKey, list),
  });
}
