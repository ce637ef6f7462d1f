import type { ReactNode } from 'react';
import type { HomeLinkComponent } from './home-link';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { VersionBadge } from './version-badge';

/**
 * The frame of the pages without sidebar: the navbar, the page, the version badge. Router-free, so the
 * landing document (ADR 084) draws the same frame as the app's BareLayout.
 */
export function BareFrame({
  homeLink,
  top,
  children,
}: {
  homeLink: HomeLinkComponent;
  /** Drawn first (the app's route progress bar). */
  top?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {top}
      <SiteHeader homeLink={homeLink} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <VersionBadge />
    </div>
  );
}
