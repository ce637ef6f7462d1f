import type { HomeLinkComponent } from './home-link';
import { Navbar } from './navbar';

/** docs/product.md#shell: the header is sticky and 16 units (4 rem) high. */
export function SiteHeader({ homeLink }: { homeLink: HomeLinkComponent }) {
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-border bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <Navbar homeLink={homeLink} />
    </header>
  );
}
