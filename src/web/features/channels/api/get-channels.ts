import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ChannelList } from '@shared/contract/channels';
import { api } from '@web/lib/api-client';
import { channelKeys } from './query-keys';

export interface ChannelFilters {
  search: string;
  category: string;
}

function getChannels(
  filters: ChannelFilters,
  cursor?: string | null,
  signal?: AbortSignal,
): Promise<ChannelList> {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return api.get<ChannelList>(`/channels${query ? `?${query}` : ''}`, signal ? { signal } : {});
}

const channelsQueryOptions = (filters: ChannelFilters) =>
  infiniteQueryOptions({
    queryKey: channelKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getChannels(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Counts and the viewer's subscription change with every subscribe: keep them fresh.
    staleTime: 30_000,
  });

export function useChannels(filters: ChannelFilters) {
  return useInfiniteQuery(channelsQueryOptions(filters));
}
