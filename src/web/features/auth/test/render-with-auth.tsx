import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '@web/lib/query-client';
import { AuthProvider } from '../components/auth-provider';

/**
 * Renders `element` at `path` inside the router, a fresh query client and the real AuthProvider. The
 * test answers the API through msw (`answer` in @web/test/server) before rendering.
 */
export function renderWithAuth(
  element: ReactNode,
  options: { path?: string; routes?: RouteObject[]; queryClient?: QueryClient } = {},
) {
  const queryClient = options.queryClient ?? createQueryClient();
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <RouteOutlet />
          </AuthProvider>
        ),
        children: [{ path: '*', element }, ...(options.routes ?? [])],
      },
    ],
    { initialEntries: [options.path ?? '/'] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

function RouteOutlet() {
  return <Outlet />;
}
