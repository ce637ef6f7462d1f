import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutStatus } from '@shared/contract/payments';
import { api } from '@web/lib/api-client';

const getCheckoutStatus = (sessionId: string) =>
  api.get<CheckoutStatus>(`/payments/checkout/${encodeURIComponent(sessionId)}`);

/** Polls from 1 s, doubling up to 8 s: the webhook usually lands in a second or two, rarely later. */
export function pollDelayMs(attempt: number): number {
  return Math.min(8000, 1000 * 2 ** attempt);
}

/** How long the page waits for Stripe's confirmation before it says it is taking too long. */
export const CONFIRM_PATIENCE_MS = 60_000;

const checkoutStatusQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['payments', 'checkout', sessionId],
    queryFn: () => getCheckoutStatus(sessionId),
    enabled: sessionId !== '',
  });

/**
 * The Checkout's state, asked again with backoff while it is pending and `polling` is on; it stops once
 * confirmed or expired.
 */
export function useCheckoutStatus(sessionId: string, polling: boolean) {
  return useQuery({
    ...checkoutStatusQueryOptions(sessionId),
    refetchInterval: (query) =>
      polling && query.state.data?.state === 'pending' ? pollDelayMs(query.state.dataUpdateCount - 1) : false,
    refetchIntervalInBackground: true,
  });
}
