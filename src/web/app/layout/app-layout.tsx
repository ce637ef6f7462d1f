import { Outlet } from 'react-router';
import { useAuth } from '@web/features/auth/hooks/use-auth';
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
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <RouteProgress />
      <SiteHeader homeLink={RouterHomeLink} />
      <div className="flex flex-1">
        {status !== 'signed-out' && <Sidebar />}
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 pb-16 focus:outline-none">
          <Outlet />
        </main>
      </div>
      <VersionBadge />
    </div>
  );
}
