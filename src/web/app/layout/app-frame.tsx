// The automatic JSX runtime named here: the server renders this under tsx too (ADR 236).
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import type { ReactNode } from 'react';

/**
 * The app shell's boxes (docs/product.md#shell): the header on top, then the sidebar (when there is one)
 * beside the page's main column. The app's layout fills it with the live header and sidebar; the server
 * draws a document's first screen in the same boxes (ADR 236), so the page stays where it is when the app
 * takes over.
 */
export function AppFrame({
  header,
  sidebar,
  before,
  after,
  children,
}: {
  header: ReactNode;
  sidebar?: ReactNode;
  /** What comes before the header (the skip link, the route progress). */
  before?: ReactNode;
  /** What comes after the page (the version badge). */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      {before}
      {header}
      <div className="flex flex-1">
        {sidebar}
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 pb-16 focus:outline-none">
          {children}
        </main>
      </div>
      {after}
    </div>
  );
}

/** docs/product.md#shell: the header is sticky and 16 units (4 rem) high; `children` is the navbar. */
export function SiteHeaderBar({ children }: { children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-border bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      {children}
    </header>
  );
}
