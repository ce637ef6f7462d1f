import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@shared/contract/dashboard';
import { api } from '@web/lib/api-client';

/** ['dashboard'] is also what a subscribe or cancel invalidates (access changes the numbers). */
const dashboardKeys = { all: ['dashboard'] as const };

/** GET /api/dashboard, with the browser's time zone so "this week" starts on the reader's Monday. */
function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  const offset = new Date().getTimezoneOffset();
  return api.get<Dashboard>(`/dashboard?tzOffsetMinutes=${offset}`, signal ? { signal } : {});
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
