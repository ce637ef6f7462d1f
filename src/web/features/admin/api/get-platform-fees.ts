import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlatformFees } from '@shared/contract/money';
import { api } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';

const platformFeesKey = () => ['admin', 'payments'] as const;

/** GET /api/admin/payments in the browser's time zone (UTC when the server does not know it). */
async function getPlatformFees(signal?: AbortSignal): Promise<PlatformFees> {
  const options = signal ? { signal } : {};
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  try {
    return await api.get<PlatformFees>(`/admin/payments?tz=${encodeURIComponent(timeZone)}`, options);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'unknown_time_zone' && timeZone !== 'UTC') {
      return api.get<PlatformFees>('/admin/payments?tz=UTC', options);
    }
    throw error;
  }
}

/** The platform's fee revenue (administrators only). */
export function usePlatformFees() {
  return useQuery(
    queryOptions({
      queryKey: platformFeesKey(),
      queryFn: ({ signal }) => getPlatformFees(signal),
      staleTime: 60_000,
      retry: false,
    }),
  );
}
