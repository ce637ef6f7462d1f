import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelCategories } from '@shared/contract/channels';
import { api } from '@web/lib/api-client';
import { channelKeys } from './query-keys';

const getChannelCategories = () => api.get<ChannelCategories>('/channels/categories');

const channelCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: channelKeys.categories(),
    queryFn: getChannelCategories,
    select: (data) => data.categories,
  });

export function useChannelCategories() {
  return useQuery(channelCategoriesQueryOptions());
}
