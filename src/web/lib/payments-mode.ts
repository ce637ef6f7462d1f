import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { paymentsModeOf, type PaymentsConfigBody, type PaymentsMode } from './payments-mode-plain';

export { paymentsModeOf, type PaymentsMode } from './payments-mode-plain';

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
