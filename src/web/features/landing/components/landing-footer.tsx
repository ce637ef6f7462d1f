import type { ReactNode } from 'react';
import { product } from '@shared/constants';

export interface LandingFooterProps {
  /** The product's logo, provided by the page (the shell owns it). */
  brand: ReactNode;
  links: { label: string; href: string }[];
}

export function LandingFooter({ brand, links }: LandingFooterProps) {
  return (
    <footer className="border-t border-border bg-background">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="flex flex-col gap-2">
          {brand}
          <p className="max-w-xs text-sm text-muted-foreground">
            Podcasts, read in minutes. Key learnings from every episode.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="rounded text-muted-foreground transition-colors hover:text-foreground"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-muted-foreground sm:px-6 md:pb-16 lg:px-8">
          © {product.copyrightYear} Podbrief. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
