import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { answer, apiError, json } from '@web/test/server';
import { createQueryClient } from './query-client';
import { paymentsModeOf, usePaymentsMode } from './payments-mode';

function renderMode() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePaymentsMode(), { wrapper });
}

describe('usePaymentsMode', () => {
  it('reads the paid configuration from GET /api/payments/config', async () => {
    answer({
      'GET /api/payments/config': () =>
        json(200, { enabled: true, currency: 'usd', trialDays: 14, platformFeePercent: 10 }),
    });
    const { result } = renderMode();
    expect(result.current).toBeUndefined();
    await waitFor(() =>
      expect(result.current).toEqual({
        enabled: true,
        currency: 'usd',
        trialDays: 14,
        platformFeePercent: 10,
      }),
    );
  });

  it('is the beta when payments are off', async () => {
    const { result } = renderMode();
    await waitFor(() => expect(result.current).toEqual({ enabled: false }));
  });

  it('is the beta for a server without the route', async () => {
    answer({ 'GET /api/payments/config': () => apiError(404, 'route_not_found', 'There is no API route.') });
    const { result } = renderMode();
    await waitFor(() => expect(result.current).toEqual({ enabled: false }), { timeout: 10_000 });
  });
});

describe('paymentsModeOf', () => {
  it('takes nothing half set as paid', () => {
    expect(
      paymentsModeOf({ enabled: true, currency: 'usd', trialDays: null, platformFeePercent: 10 }),
    ).toEqual({
      enabled: false,
    });
    expect(paymentsModeOf(undefined)).toEqual({ enabled: false });
  });
});
