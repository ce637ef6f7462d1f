import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { documentTitle } from '@web/hooks/use-document-title';
import { routeTable, type RouteEntry } from './route-table';

interface RouteHandle {
  name?: string;
  /** The whole document title, where the page's name is not the right one (the landing page). */
  title?: string;
}

/** The title of the deepest matched route that has a name; an unmatched path is the not-found page. */
export function routeTitle(handles: readonly (RouteHandle | undefined)[]): string {
  const handle = [...handles].reverse().find((h) => h?.name || h?.title);
  if (!handle) return documentTitle('Page Not Found');
  return handle.title ?? documentTitle(handle.name ?? '');
}

/**
 * Every page says where you are: the document title follows the route (set in a layout effect, so a page
 * that knows better, such as a report with its title, overrides it in its own effect), and after each
 * navigation the new page's title is announced to screen readers, as a full page load would be.
 */
export function RouteAnnouncer() {
  const location = useLocation();
  const title = routeTitle(
    (matchRoutes(routeTable, location.pathname) ?? []).map(({ route }: { route: RouteEntry }) => ({
      name: route.name,
      title: route.documentTitle,
    })),
  );
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);

  useLayoutEffect(() => {
    document.title = title;
  }, [title, location.pathname]);

  // Rendered after the page, so the page's own effects (a title it knows better) already ran.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setAnnouncement(document.title.replace(/ — Podbrief$/, ''));
  }, [location.pathname]);

  return (
    <div
      className="sr-only"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="route-announcer"
    >
      {announcement}
    </div>
  );
}
