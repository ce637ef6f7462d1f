import { SiteHeaderBar } from './app-frame';
import type { HomeLinkComponent } from './home-link';
import { Navbar } from './navbar';

/** docs/product.md#shell: the sticky header with the navbar. */
export function SiteHeader({ homeLink }: { homeLink: HomeLinkComponent }) {
  return (
    <SiteHeaderBar>
      <Navbar homeLink={homeLink} />
    </SiteHeaderBar>
  );
}
