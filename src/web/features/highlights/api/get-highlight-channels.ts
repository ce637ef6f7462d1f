import { useQuery } from '@tanstack/react-query';
import type { FeedChannels } from '@shared/contract/reports';
import { api } from '@web/lib/api-client';
import { highlightKeys } from './query-keys';

/** GET /api/reports/channels: the channels the reader reads, the options of the channel filter. */
const getChannels = (signal?: AbortSignal) =>
  api.get<FeedChannels>('/reports/channels', signal ? { signal } : {});

export function useHighlightChannels() {
  return useQuery({
    queryKey: highlightKeys.channels(),
    queryFn: ({ signal }) => getChannels(signal),
    select: (data) => data.channels,
  });
}
