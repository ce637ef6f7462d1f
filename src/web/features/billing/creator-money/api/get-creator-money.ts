import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorMoney } from '@shared/contract/money';
import { api } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';

const creatorMoneyKeys = {
  money: () => ['creator', 'money'] as const,
};

/**
 * GET /api/creator/money with the browser's IANA time zone, so the months are the creator's own, as on the
 * dashboard (ADR 064); a zone the server does not know falls back to UTC months.
 */
async function getCreatorMoney(signal?: AbortSignal): Promise<CreatorMoney> {
  const options = signal ? { signal } : {};
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  try {
    return await api.get<CreatorMoney>(`/creator/money?tz=${encodeURIComponent(timeZone)}`, options);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'unknown_time_zone' && timeZone !== 'UTC') {
      return api.get<CreatorMoney>('/creator/money?tz=UTC', options);
    }
    throw error;
  }
}

export function useCreatorMoney() {
  return useQuery(
    queryOptions({
      queryKey: creatorMoneyKeys.money(),
      queryFn: ({ signal }) => getCreatorMoney(signal),
      staleTime: 60_000,
    }),
  );
}
