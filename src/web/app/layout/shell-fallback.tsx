import { useLocation } from 'react-router';
import { PageLoading } from '../page-loading';
import { pageNameFor } from './route-progress';
import { RouterHomeLink } from './router-home-link';
import { SiteHeader } from './site-header';

/** While the app layout's own code loads on a first visit: the header and the page's loading message. */
export function ShellFallback() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader homeLink={RouterHomeLink} />
      <main className="flex-1">
        <PageLoading name={pageNameFor(pathname)} />
      </main>
    </div>
  );
}
