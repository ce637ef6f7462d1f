import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorDashboard } from '@shared/contract/creator';
import { api } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';
import { creatorKeys } from './query-keys';

/**
 * GET /api/creator/dashboard with the browser's IANA time zone, so "this month" and the chart's weeks are
 * the creator's own (ADR 064), as on the subscriber dashboard.
 */
async function getCreatorDashboard(signal?: AbortSignal): Promise<CreatorDashboard> {
  const options = signal ? { signal } : {};
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  try {
    return await api.get<CreatorDashboard>(`/creator/dashboard?tz=${encodeURIComponent(timeZone)}`, options);
  } catch (error) {
    // A browser can know a zone newer than the server's zone database: UTC weeks beat no dashboard.
    if (error instanceof ApiError && error.code === 'unknown_time_zone' && timeZone !== 'UTC') {
      return api.get<CreatorDashboard>('/creator/dashboard?tz=UTC', options);
    }
    throw error;
  }
}

const creatorDashboardQueryOptions = () =>
  queryOptions({
    queryKey: creatorKeys.dashboard(),
    queryFn: ({ signal }) => getCreatorDashboard(signal),
    staleTime: 60_000,
  });

export function useCreatorDashboard() {
  return useQuery(creatorDashboardQueryOptions());
}
