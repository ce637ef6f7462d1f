import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { NotFound } from './error-screens';
import { BareLayout } from './layout/bare-layout';
import { ShellFallback } from './layout/shell-fallback';
import { PageLoading } from './page-loading';
import { pageRoute } from './page-route';
import { paths } from './paths';
import { RootRoute } from './root-route';
import { GlobalErrorBoundary } from './route-error-boundary';
import { routeTable, type RouteEntry } from './route-table';

/**
 * The whole route tree: the root (router-aware providers, scroll-to-top, global dialogs, the global error
 * boundary) → a layout (with or without sidebar) → lazy pages, the /subscriber redirect and 'Page Not Found'.
 */
function createRoutes(table: readonly RouteEntry[] = routeTable): RouteObject[] {
  const bare = table.filter((entry) => entry.layout === 'bare');
  const withSidebar = table.filter((entry) => entry.layout !== 'bare');
  return [
    {
      id: 'root',
      element: <RootRoute />,
      errorElement: <GlobalErrorBoundary />,
      children: [
        { element: <BareLayout />, children: bare.map((entry) => pageRoute(entry)) },
        {
          // The sidebar layout is its own chunk: the landing page (BareLayout) never needs it.
          lazy: () => import('./layout/app-layout').then((module) => ({ Component: module.AppLayout })),
          HydrateFallback: ShellFallback,
          // An error of the layout itself (a page's own errors stop at the page) shows here, still inside
          // the root providers.
          errorElement: <GlobalErrorBoundary />,
          children: [
            ...withSidebar.map((entry) => pageRoute(entry)),
            {
              path: paths.subscriber.root(),
              loader: () => redirect(paths.reports.list()),
              HydrateFallback: () => <PageLoading name="Reports" />,
            },
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}

export const router = createBrowserRouter(createRoutes());
