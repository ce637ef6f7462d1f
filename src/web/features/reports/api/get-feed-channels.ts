import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedChannels } from '@shared/contract/reports';
import { api } from '@web/lib/api-client';
import { reportKeys } from './query-keys';

/** GET /api/reports/channels: the channels the reader may read (the channel filter's options). */
const getFeedChannels = (signal?: AbortSignal) =>
  api.get<FeedChannels>('/reports/channels', signal ? { signal } : {});

const feedChannelsQueryOptions = () =>
  queryOptions({
    queryKey: reportKeys.channels(),
    queryFn: ({ signal }) => getFeedChannels(signal),
    select: (data) => data.channels,
  });

export function useFeedChannels() {
  return useQuery(feedChannelsQueryOptions());
}
