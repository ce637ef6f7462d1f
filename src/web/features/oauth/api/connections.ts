import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OAuthConnectionList } from '@shared/contract/oauth';
import { api } from '@web/lib/api-client';

const connectionsKey = ['oauth', 'connections'] as const;

const getConnections = (signal?: AbortSignal) =>
  api.get<OAuthConnectionList>('/oauth/connections', signal ? { signal } : {});

const connectionsQueryOptions = () =>
  queryOptions({ queryKey: connectionsKey, queryFn: ({ signal }) => getConnections(signal) });

/** The applications the reader connected through OAuth. */
export function useConnections() {
  return useQuery(connectionsQueryOptions());
}

const disconnect = (clientId: string) =>
  api.delete<null>(`/oauth/connections/${encodeURIComponent(clientId)}`);

/** Disconnecting changes only the list of connections. */
export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnect,
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionsKey }),
  });
}
