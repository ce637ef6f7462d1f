import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ChannelReportPage } from '@shared/contract/channels';
import { api } from '@web/lib/api-client';
import { channelKeys } from './query-keys';

function getChannelReports(
  creatorId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ChannelReportPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return api.get<ChannelReportPage>(
    `/channels/${encodeURIComponent(creatorId)}/reports${query}`,
    signal ? { signal } : {},
  );
}

/** A channel's reports, page by page. The first page arrives with the channel, so it seeds the cache. */
const channelReportsQueryOptions = (creatorId: string, firstPage?: ChannelReportPage) =>
  infiniteQueryOptions({
    queryKey: channelKeys.reports(creatorId),
    queryFn: ({ pageParam, signal }) => getChannelReports(creatorId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...(firstPage ? { initialData: { pages: [firstPage], pageParams: [null] } } : {}),
    staleTime: 30_000,
  });

export function useChannelReports(creatorId: string, firstPage?: ChannelReportPage) {
  return useInfiniteQuery(channelReportsQueryOptions(creatorId, firstPage));
}
