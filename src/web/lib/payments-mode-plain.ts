import { useRemoteValue } from '@web/hooks/use-remote-value';
import { api } from './api-client';
import { paymentsModeOf, type PaymentsMode } from './payments-mode';

/**
 * The payments mode for what the landing document draws too (the header), which loads without TanStack
 * Query (ADR 084): a plain read of GET /api/payments/config, as the landing data is read. Undefined until
 * the server has said it; a server that cannot say runs the beta, as `usePaymentsMode` has it.
 */
export function usePaymentsModePlain(): PaymentsMode | undefined {
  const read = useRemoteValue(async (signal) =>
    paymentsModeOf(await api.get<Parameters<typeof paymentsModeOf>[0]>('/payments/config', { signal })),
  );
  if (read.status === 'error') return { enabled: false };
  return read.status === 'success' ? read.data : undefined;
}
