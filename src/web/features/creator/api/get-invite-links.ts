import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InviteLinkList } from '@shared/contract/creator';
import { api } from '@web/lib/api-client';
import { creatorKeys } from './query-keys';

function getInviteLinks(cursor: string | null, signal?: AbortSignal): Promise<InviteLinkList> {
  const query = new URLSearchParams({ limit: '50' });
  if (cursor) query.set('cursor', cursor);
  return api.get<InviteLinkList>(`/creator/invite-links?${query}`, signal ? { signal } : {});
}

const inviteLinksQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: creatorKeys.inviteLinks(),
    queryFn: ({ pageParam, signal }) => getInviteLinks(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });

export function useInviteLinks() {
  return useInfiniteQuery(inviteLinksQueryOptions());
}
