import { QueryClient } from '@tanstack/react-query';
import { queryDefaults } from '@shared/constants';
import { queryRetryDelay, shouldRetryQuery } from './query-retry';

export { shouldRetryQuery };

/**
 * TanStack Query with the defaults of docs/product.md#constants-and-limits: fresh 300000 ms, cached 600000
 * ms, one retry (see shouldRetryQuery) after the API client's backoff, no refetch on window focus, mutations
 * never retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: queryDefaults.staleTimeMs,
        gcTime: queryDefaults.gcTimeMs,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        refetchOnWindowFocus: queryDefaults.refetchOnWindowFocus,
      },
      mutations: { retry: queryDefaults.mutationRetry },
    },
  });
}

/** The app's one client (tests create their own with `createQueryClient()`). */
export const queryClient = createQueryClient();
