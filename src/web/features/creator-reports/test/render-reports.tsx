import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '@web/components/ui/toast';
import { ProgressProvider, useProgress } from '@web/lib/progress';
import { createQueryClient } from '@web/lib/query-client';
import { answerApi, type ApiHandler } from '@web/test/server';

/** Shows the progress the navbar badge would show, so tests can read it. */
function ProgressProbe() {
  const { current } = useProgress();
  return (
    <output data-testid="progress-badge">{current ? `${current.key}=${current.percent}` : 'none'}</output>
  );
}

/**
 * Renders report UI with a router, a fresh query client, the toaster and the progress provider; the API
 * (msw, for this test) is answered by `handler`. Returns the recorded calls.
 */
export function renderReports(element: ReactNode, handler: ApiHandler, options: { path?: string } = {}) {
  const calls = answerApi(handler);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {element}
            <ProgressProbe />
          </>
        ),
      },
    ],
    {
      initialEntries: [options.path ?? '/creator/reports'],
    },
  );
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ProgressProvider>
        <RouterProvider router={router} />
        <Toaster />
      </ProgressProvider>
    </QueryClientProvider>,
  );
  return { ...view, calls, router, queryClient };
}
