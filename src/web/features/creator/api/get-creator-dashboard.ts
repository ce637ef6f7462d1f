import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorDashboard } from '@shared/contract/creator';
import { api } from '@web/lib/api-client';
import { creatorKeys } from './query-keys';

const getCreatorDashboard = (signal?: AbortSignal) =>
  api.get<CreatorDashboard>('/creator/dashboard', signal ? { signal } : {});

const creatorDashboardQueryOptions = () =>
  queryOptions({
    queryKey: creatorKeys.dashboard(),
    queryFn: ({ signal }) => getCreatorDashboard(signal),
    staleTime: 60_000,
  });

export function useCreatorDashboard() {
  return useQuery(creatorDashboardQueryOptions());
}
