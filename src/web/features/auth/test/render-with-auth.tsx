import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '@web/lib/query-client';
import { AuthProvider } from '../components/auth-provider';

export type FetchImpl = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

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

/** The path of an API call made through the stubbed fetch, e.g. 'POST /api/auth/refresh'. */
export function callsOf(fetchMock: ReturnType<typeof vi.fn>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url =
      typeof input === 'string' ? input : input instanceof URL ? input.href : (input as Request).url;
    return `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url.replace(/^https?:\/\/[^/]+/, '')}`;
  });
}

/** Renders `element` at `path` inside the router, a fresh query client and the real AuthProvider. */
export function renderWithAuth(
  element: ReactNode,
  options: { path?: string; fetch: FetchImpl; routes?: RouteObject[]; queryClient?: QueryClient },
) {
  const fetchMock = vi.fn(options.fetch);
  vi.stubGlobal('fetch', fetchMock);
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
  return { ...result, fetchMock, router, queryClient };
}

function RouteOutlet() {
  return <Outlet />;
}
