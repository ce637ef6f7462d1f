import { matchRoutes } from 'react-router';
import { cn } from '@web/lib/cn';
import { usePendingPage } from '../lazy-page';
import { routeTable } from '../route-table';

/** Name of the page a pathname leads to, for loading messages. */
export function pageNameFor(pathname: string): string {
  const match = matchRoutes(
    routeTable.map((entry) => ({ path: entry.path, name: entry.name })),
    pathname,
  )?.at(-1);
  return (match?.route as { name?: string } | undefined)?.name ?? 'page';
}

/**
 * While the next page's code loads, the current page stays on screen (the router's updates are
 * transitions); this bar and its announcement say that something is happening
 * (docs/product.md#general-behaviour).
 */
export function RouteProgress() {
  const pendingPage = usePendingPage();
  const loading = pendingPage !== null;
  return (
    <>
      <div
        aria-hidden
        className={cn(
          'pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 origin-left bg-primary transition-opacity duration-300',
          loading
            ? 'animate-[pb-route-progress_8s_cubic-bezier(0.1,0.6,0.2,1)_forwards] opacity-100'
            : 'opacity-0',
        )}
      />
      <div role="status" aria-live="polite" className="sr-only">
        {loading ? `Loading ${pendingPage}...` : ''}
      </div>
    </>
  );
}
