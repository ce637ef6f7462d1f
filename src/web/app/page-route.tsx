import { Suspense, useLayoutEffect, useMemo } from 'react';
import { createPath, useLocation, useParams, type RouteObject } from 'react-router';
import { RequireAuth } from '@web/features/auth/components/require-auth';
import {
  lazyModule,
  loadPage,
  notePageShown,
  trackPageLoad,
  useLazyModule,
  type LazyModule,
} from './lazy-page';
import { PageLoading } from './page-loading';
import { RouteErrorBoundary } from './route-error-boundary';
import type { PageModule, RouteEntry } from './route-table';

const modules = new WeakMap<RouteEntry, LazyModule<PageModule>>();

/** The page module of a route-table entry, loaded once (10 s timeout) and shared by every render. */
export function pageModule(entry: RouteEntry): LazyModule<PageModule> {
  let module = modules.get(entry);
  if (!module) {
    module = lazyModule(
      () => loadPage(entry.name, entry.load),
      (loading) => trackPageLoad(entry.name, loading),
    );
    modules.set(entry, module);
  }
  return module;
}

/**
 * The page's code, then the page (behind the sign-in guard for `auth` routes). Its `prefetch` starts the
 * page's requests for each new address before the page renders (ADR 150).
 */
function RoutePage({ entry }: { entry: RouteEntry }) {
  const { default: Page, prefetch } = useLazyModule(pageModule(entry));
  const location = useLocation();
  const params = useParams();
  const address = createPath({ pathname: location.pathname, search: location.search });
  useMemo(() => {
    if (prefetch && typeof window !== 'undefined')
      prefetch({ url: new URL(address, window.location.href), params });
    // The params follow from the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefetch, address]);
  useLayoutEffect(notePageShown, []);
  return entry.auth ? (
    <RequireAuth>
      <Page />
    </RequireAuth>
  ) : (
    <Page />
  );
}

/**
 * One page of the route table as a route: its code is fetched lazily (10 s timeout), the layout stays on
 * screen with the loading message meanwhile (a navigation keeps the current page instead: the router's
 * updates are transitions), and its own error boundary keeps a failure inside the content area ('Failed
 * to load {name}' + Refresh Page when the code cannot be fetched).
 */
export function pageRoute(entry: RouteEntry): RouteObject {
  return {
    path: entry.path,
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoading name={entry.name} />}>
          <RoutePage entry={entry} />
        </Suspense>
      </RouteErrorBoundary>
    ),
  };
}
