import { useRemoteValue } from '@web/hooks/use-remote-value';
import { api } from './api-client';

import type { PaymentsMode } from './payments-mode-type';

export type { PaymentsMode } from './payments-mode-type';

export interface PaymentsConfigBody {
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

/**
 * The payments mode for what the landing document draws too (the header), which loads without TanStack
 * Query (ADR 084): a plain read of GET /api/payments/config, as the landing data is read. Undefined until
 * the server has said it; a server that cannot say runs the beta, as `usePaymentsMode` has it.
 */
export function usePaymentsModePlain(): PaymentsMode | undefined {
  const read = useRemoteValue(async (signal) =>
    paymentsModeOf(await api.get<PaymentsConfigBody>('/payments/config', { signal })),
  );
  if (read.status === 'error') return { enabled: false };
  return read.status === 'success' ? read.data : undefined;
}
