import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InviteResolution } from '@shared/contract/channels';
import { api } from '@web/lib/api-client';

const inviteKey = (tokenOrLinkId: string) => ['invites', tokenOrLinkId] as const;

const getInvite = (tokenOrLinkId: string, signal?: AbortSignal) =>
  api.get<InviteResolution>(`/invites/${encodeURIComponent(tokenOrLinkId)}`, signal ? { signal } : {});

const inviteQueryOptions = (tokenOrLinkId: string) =>
  queryOptions({
    queryKey: inviteKey(tokenOrLinkId),
    queryFn: ({ signal }) => getInvite(tokenOrLinkId, signal),
    staleTime: 30_000,
  });

export function useInvite(tokenOrLinkId: string) {
  return useQuery(inviteQueryOptions(tokenOrLinkId));
}
