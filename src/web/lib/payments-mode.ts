import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * Which money story the web tells (ADR 216): the free beta, or paid channels on Stripe with the fee, the
 * currency and the cardless trial the server is configured with. Read once from GET /api/payments/config.
 */
export type PaymentsMode =
  { enabled: false } | { enabled: true; currency: string; trialDays: number; platformFeePercent: number };

interface PaymentsConfigBody {
  enabled?: unknown;
  currency?: unknown;
  trialDays?: unknown;
  platformFeePercent?: unknown;
}

/** The mode of a config answer; anything but a whole paid configuration is the beta (nothing is charged). */
export function paymentsModeOf(body: PaymentsConfigBody | null | undefined): PaymentsMode {
  if (
    body?.enabled === true &&
    typeof body.currency === 'string' &&
    typeof body.trialDays === 'number' &&
    typeof body.platformFeePercent === 'number'
  ) {
    return {
      enabled: true,
      currency: body.currency,
      trialDays: body.trialDays,
      platformFeePercent: body.platformFeePercent,
    };
  }
  return { enabled: false };
}

const getPaymentsMode = async () => paymentsModeOf(await api.get<PaymentsConfigBody>('/payments/config'));

const paymentsModeQueryOptions = () =>
  // Configuration: it changes only when the server restarts, so one answer serves the page's life.
  queryOptions({ queryKey: ['payments', 'config'], queryFn: getPaymentsMode, staleTime: Infinity });

/**
 * The payments mode, or undefined until the server has said it (no price is told before then). A server
 * that cannot say (an older one without the route) runs the beta.
 */
export function usePaymentsMode(): PaymentsMode | undefined {
  const query = useQuery(paymentsModeQueryOptions());
  return query.isError ? { enabled: false } : query.data;
}
