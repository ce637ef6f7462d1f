import { Outlet } from 'react-router';
import { useScrollToTop } from '@web/hooks/use-scroll-to-top';
import { GlobalDialogs } from './layout/global-dialogs';
import { MobileMenuState } from './layout/mobile-menu-state';
import { RouteProviders } from './providers';
import { RouteAnnouncer } from './route-announcer';

/**
 * The root route's element: router-aware providers, the mobile menu's state, scroll-to-top, the page,
 * and the app-wide dialogs.
 */
export function RootRoute() {
  return (
    <RouteProviders>
      <MobileMenuState>
        <ScrollToTop />
        <Outlet />
        {/* After the page: its effects (a title it knows better) run before the announcer's. */}
        <RouteAnnouncer />
        <GlobalDialogs />
      </MobileMenuState>
    </RouteProviders>
  );
}

function ScrollToTop() {
  useScrollToTop();
  return null;
}
