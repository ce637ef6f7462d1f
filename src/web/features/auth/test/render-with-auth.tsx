import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '@web/lib/query-client';
import { AuthProvider } from '../components/auth-provider';

export const testUser = {
  id: '7d1c2d4e-0f4b-4f7e-9a55-0d3f5c1e2a10',
  email: 'sam@example.org',
  displayName: 'Sam Tester',
  fullName: 'Sam Tester',
  avatarUrl: null,
  isCreator: false,
  isAdmin: false,
};

const testProfile = {
  id: testUser.id,
  email: testUser.email,
  userRole: 'subscriber',
  displayName: testUser.displayName,
  fullName: testUser.fullName,
  avatarUrl: null,
  isCreator: false,
  isSubscriber: true,
  phone: null,
  location: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

export const signedInSession = (expiresAt: string) => ({ user: testUser, profile: testProfile, expiresAt });

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
