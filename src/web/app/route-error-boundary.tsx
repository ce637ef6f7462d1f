import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { ModuleLoadFailed, NotFound, PageLoadFailed, SomethingWentWrong } from './error-screens';
import { isModuleLoadError, LazyPageError } from './lazy-page';

/**
 * The error element of every page route (inside the layout) and, with `fullScreen`, of the root route (the
 * global boundary). It tells apart: the page's own chunk failing ('Failed to load {name}'), a chunk below
 * it failing (module-load message + 'Go to Home'), a 404 response, and anything else ('Something went
 * wrong' + 'Try again', which re-renders the route).
 */
export function RouteErrorBoundary({ fullScreen = false }: { fullScreen?: boolean }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  // Navigating to the same place makes React Router drop the caught error, re-run loaders and render the
  // route again (a revalidation alone does not clear a render error).
  const retry = () =>
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: location.state, preventScrollReset: true },
    );

  useEffect(() => {
    if (!(isRouteErrorResponse(error) && error.status === 404)) console.error('Route error:', error);
  }, [error]);

  if (error instanceof LazyPageError) return <PageLoadFailed name={error.pageName} fullScreen={fullScreen} />;
  if (isModuleLoadError(error)) return <ModuleLoadFailed fullScreen={fullScreen} />;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFound fullScreen={fullScreen} />;
    return (
      <SomethingWentWrong
        error={
          new Error(
            typeof error.data === 'string' && error.data ? error.data : `${error.status} ${error.statusText}`,
          )
        }
        onRetry={retry}
        fullScreen={fullScreen}
      />
    );
  }
  return <SomethingWentWrong error={error} onRetry={retry} fullScreen={fullScreen} />;
}

export function GlobalErrorBoundary() {
  return <RouteErrorBoundary fullScreen />;
}
