import { Outlet } from 'react-router';
import { useAuth } from '@web/features/auth/hooks/use-auth';
import { AppFrame } from './app-frame';
import { RouteProgress } from './route-progress';
import { Sidebar } from './sidebar';
import { RouterHomeLink } from './router-home-link';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { VersionBadge } from './version-badge';

/** The app shell: sticky header, sidebar (signed-in, md and up), the page, the version/progress badge. */
export function AppLayout() {
  const { status } = useAuth();
  return (
    <AppFrame
      before={
        <>
          <SkipLink />
          <RouteProgress />
        </>
      }
      header={<SiteHeader homeLink={RouterHomeLink} />}
      sidebar={status !== 'signed-out' && <Sidebar />}
      after={<VersionBadge />}
    >
      <Outlet />
    </AppFrame>
  );
}
