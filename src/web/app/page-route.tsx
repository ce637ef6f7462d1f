import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { RequireAuth } from '@web/features/auth/components/require-auth';
import { loadPage } from './lazy-page';
import { PageLoading } from './page-loading';
import { RouteErrorBoundary } from './route-error-boundary';
import type { RouteEntry } from './route-table';

/**
 * One page of the route table as a data-router route: its code is fetched lazily (10 s timeout), the layout
 * stays on screen with the loading message meanwhile, and its own error boundary keeps a failure inside
 * the content area ('Failed to load {name}' + Refresh Page when the code cannot be fetched).
 */
export function pageRoute(entry: RouteEntry, timeoutMs?: number): RouteObject {
  return {
    path: entry.path,
    handle: { name: entry.name, title: entry.documentTitle },
    HydrateFallback: () => <PageLoading name={entry.name} />,
    ErrorBoundary: RouteErrorBoundary,
    lazy: async () => {
      const { default: Page, prefetch } = await loadPage(entry.name, entry.load, timeoutMs);
      const Component: ComponentType = entry.auth
        ? function GuardedPage() {
            return (
              <RequireAuth>
                <Page />
              </RequireAuth>
            );
          }
        : Page;
      if (!prefetch) return { Component };
      const loader = ({ request, params }: LoaderFunctionArgs) => {
        prefetch({ url: new URL(request.url), params });
        return null;
      };
      return { Component, loader };
    },
  };
}
