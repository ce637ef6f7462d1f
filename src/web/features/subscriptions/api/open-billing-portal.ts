import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/payments/portal: a Stripe customer portal session for the listener's cards and invoices. */
const openBillingPortal = () => api.post<{ url: string }>('/payments/portal');

/** Opens the customer portal: the browser leaves for Stripe's page and comes back to My Subscriptions. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: openBillingPortal,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
