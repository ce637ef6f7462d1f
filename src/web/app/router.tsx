import { Suspense } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { NotFound } from './error-screens';
import { lazyModule, trackPageLoad, useLazyModule } from './lazy-page';
import { BareLayout } from './layout/bare-layout';
import { pageNameFor } from './layout/route-progress';
import { ShellFallback } from './layout/shell-fallback';
import { pageModule, pageRoute } from './page-route';
import { paths } from './paths';
import { RootRoute } from './root-route';
import { GlobalErrorBoundary } from './route-error-boundary';
import { routeTable, type RouteEntry } from './route-table';

// The sidebar layout is its own chunk: the landing page (BareLayout) never needs it.
const appLayout = lazyModule(
  () => import('./layout/app-layout'),
  (loading) => trackPageLoad(pageNameFor(window.location.pathname), loading),
);

function AppLayoutRoute() {
  const { AppLayout } = useLazyModule(appLayout);
  return <AppLayout />;
}

/**
 * The whole route tree: the root (router-aware providers, scroll-to-top, global dialogs, the global error
 * boundary) → a layout (with or without sidebar) → lazy pages, the /subscriber redirect and 'Page Not Found'.
 */
function createRoutes(table: readonly RouteEntry[] = routeTable): RouteObject[] {
  const bare = table.filter((entry) => entry.layout === 'bare');
  const withSidebar = table.filter((entry) => entry.layout !== 'bare');
  return [
    {
      element: (
        <GlobalErrorBoundary>
          <RootRoute />
        </GlobalErrorBoundary>
      ),
      children: [
        { element: <BareLayout />, children: bare.map((entry) => pageRoute(entry)) },
        {
          // An error of the layout itself (a page's own errors stop at the page) shows here, still inside
          // the root providers.
          element: (
            <GlobalErrorBoundary>
              <Suspense fallback={<ShellFallback />}>
                <AppLayoutRoute />
              </Suspense>
            </GlobalErrorBoundary>
          ),
          children: [
            ...withSidebar.map((entry) => pageRoute(entry)),
            { path: paths.subscriber.root(), element: <Navigate to={paths.reports.list()} replace /> },
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}

const appRoutes = createRoutes();

/** Every page of the app, inside the router start-app.tsx puts around it. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * Loads the code the first render of `pathname` needs (its layout and page), so that render draws the page
 * itself rather than a loading message: over the document's first screen, nothing changes (ADR 236).
 */
export async function loadRouteCode(pathname: string): Promise<void> {
  const entry = matchRoutes(routeTable, pathname)?.at(-1)?.route;
  await Promise.all([
    entry?.layout === 'bare' ? undefined : appLayout.load(),
    entry ? pageModule(entry).load() : undefined,
  ]);
}
