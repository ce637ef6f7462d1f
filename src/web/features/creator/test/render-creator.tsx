import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '@web/components/ui/toast';
import { createQueryClient } from '@web/lib/query-client';
import { answer, answerApi, json, type ApiHandler } from '@web/test/server';

/**
 * Renders creator UI inside a memory router (any path renders `element`, so navigation keeps it mounted),
 * a fresh query client and the toaster, with the API (msw, for this test) answered by `handler`. Returns
 * the recorded calls. The payments mode (GET /api/payments/config) is answered apart, not recorded: the
 * free beta unless `options.payments` gives a paid configuration (ADR 216).
 */
export function renderCreator(
  element: ReactNode,
  handler: ApiHandler,
  options: {
    path?: string;
    payments?: { currency: string; trialDays: number; platformFeePercent: number };
  } = {},
) {
  const calls = answerApi(handler);
  const config = options.payments
    ? { enabled: true, ...options.payments }
    : { enabled: false, currency: null, trialDays: null, platformFeePercent: null };
  answer({ 'GET /api/payments/config': () => json(200, config) });
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: [options.path ?? '/creator/settings'],
  });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, calls, router, queryClient };
}
