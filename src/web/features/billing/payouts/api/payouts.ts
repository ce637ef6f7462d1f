import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutLink, PayoutStatus } from '@shared/contract/payouts';
import { api } from '@web/lib/api-client';

const payoutStatusKey = ['payouts', 'status'] as const;

function getPayoutStatus(signal?: AbortSignal): Promise<PayoutStatus> {
  return api.get<PayoutStatus>('/creator/payouts', signal ? { signal } : {});
}

const payoutStatusQueryOptions = () =>
  queryOptions({ queryKey: payoutStatusKey, queryFn: ({ signal }) => getPayoutStatus(signal) });

/** The payout account's state and whether listeners pay the channel's price now, or why not. */
export function usePayoutStatus() {
  return useQuery(payoutStatusQueryOptions());
}

/** After Stripe's onboarding: the server reads the account from Stripe; the answer is the new state. */
export function useRefreshPayoutStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<PayoutStatus>('/creator/payouts/refresh', undefined, { timeoutMs: 45_000 }),
    onSuccess: (status) => client.setQueryData(payoutStatusKey, status),
  });
}

/**
 * A link to Stripe: onboarding (the account is made on the first call) or the Express dashboard. Asked for
 * at the click, as Stripe's links are single-use and expire within minutes.
 */
export function usePayoutLink(kind: 'onboarding' | 'dashboard') {
  return useMutation({
    mutationFn: () => api.post<PayoutLink>(`/creator/payouts/${kind}`, undefined, { timeoutMs: 45_000 }),
  });
}
