import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelPage } from '@shared/contract/channels';
import { api } from '@web/lib/api-client';
import { channelKeys } from './query-keys';

const getChannel = (creatorId: string, signal?: AbortSignal) =>
  api.get<ChannelPage>(`/channels/${encodeURIComponent(creatorId)}`, signal ? { signal } : {});

const channelQueryOptions = (creatorId: string) =>
  queryOptions({
    queryKey: channelKeys.detail(creatorId),
    queryFn: ({ signal }) => getChannel(creatorId, signal),
    staleTime: 30_000,
  });

export function useChannel(creatorId: string) {
  return useQuery(channelQueryOptions(creatorId));
}
