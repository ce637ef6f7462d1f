import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectFeedBody, FeedConnectionState } from '@shared/contract/feed-connection';
import { api } from '@web/lib/api-client';

const feedConnectionKey = ['feed-connection'] as const;

/** How often the studio asks how the feed's scheduled check went: a new draft shows without a reload. */
const feedStatusPollMs = 30_000;

function getFeedConnection(signal?: AbortSignal): Promise<FeedConnectionState> {
  return api.get<FeedConnectionState>('/creator/feed', signal ? { signal } : {});
}

const feedConnectionQueryOptions = () =>
  queryOptions({
    queryKey: feedConnectionKey,
    queryFn: ({ signal }) => getFeedConnection(signal),
    refetchInterval: (query) => (query.state.data?.connection ? feedStatusPollMs : false),
  });

export function useFeedConnection() {
  return useQuery(feedConnectionQueryOptions());
}

/** Connect, change auto-publish, disconnect, check now: each answers the new state, stored at once. */
function useFeedMutation<T>(run: (input: T) => Promise<FeedConnectionState>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (state) => client.setQueryData(feedConnectionKey, state),
  });
}

export function useConnectFeed() {
  return useFeedMutation((body: ConnectFeedBody) =>
    api.put<FeedConnectionState>('/creator/feed', body, { timeoutMs: 45_000 }),
  );
}

export function useCheckFeedNow() {
  return useFeedMutation(() =>
    api.post<FeedConnectionState>('/creator/feed/check', undefined, { timeoutMs: 60_000 }),
  );
}

export function useDisconnectFeed() {
  return useFeedMutation(async () => {
    await api.delete<null>('/creator/feed');
    return { connection: null };
  });
}
