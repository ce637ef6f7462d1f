import { useMutation } from '@tanstack/react-query';
import type { CheckoutRequest, PaymentRedirect } from '@shared/contract/payments';
import { api } from '@web/lib/api-client';

/** POST /api/payments/checkout: a hosted Checkout page of a paid channel (its cardless trial). */
const startCheckout = (input: CheckoutRequest) => api.post<PaymentRedirect>('/payments/checkout', input);

/**
 * Starts a paid channel's subscription: the browser leaves for Stripe's Checkout page. Nothing is granted
 * here; the success page waits for Stripe's confirmation (/subscription/confirm).
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
