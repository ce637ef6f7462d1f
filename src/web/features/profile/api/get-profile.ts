import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@shared/contract/profile';
import { api } from '@web/lib/api-client';

export const profileKey = ['profile'] as const;

const getProfile = (signal?: AbortSignal) => api.get<Profile>('/profile', signal ? { signal } : {});

/** docs/product.md#constants-and-limits: the profile is cached for 60 s. */
const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKey, queryFn: ({ signal }) => getProfile(signal), staleTime: 60_000 });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
