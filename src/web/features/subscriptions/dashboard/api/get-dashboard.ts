import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@shared/contract/dashboard';
import { api } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';

/** ['dashboard'] is also what a subscribe or cancel invalidates (access changes the numbers). */
const dashboardKeys = { all: ['dashboard'] as const };

/**
 * GET /api/dashboard with the browser's IANA time zone, so "this week" starts on the reader's Monday and
 * the streak counts the reader's days, daylight-saving changes included (ADR 143).
 */
async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  const options = signal ? { signal } : {};
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  try {
    return await api.get<Dashboard>(`/dashboard?tz=${encodeURIComponent(timeZone)}`, options);
  } catch (error) {
    // A browser can know a zone newer than the server's zone database: UTC days beat no dashboard.
    if (error instanceof ApiError && error.code === 'unknown_time_zone' && timeZone !== 'UTC') {
      return api.get<Dashboard>('/dashboard?tz=UTC', options);
    }
    throw error;
  }
}

const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => getDashboard(signal),
    // Reading elsewhere changes these numbers: always refetch when the page opens.
    staleTime: 0,
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
