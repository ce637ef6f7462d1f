import type { ReactNode } from 'react';

/** One row of the mobile menu (link, button or the theme switch). */
const menuRowBase =
  'flex h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring [&_svg]:size-[18px] [&_svg]:shrink-0 [&_svg]:text-muted-foreground';

export const menuRowClasses = `${menuRowBase} text-foreground`;

/** A menu row that links to a page: highlighted while that page is open (ADR 249: one colour, no override). */
export function menuLinkClasses({ isActive }: { isActive: boolean }): string {
  return `${menuRowBase} ${isActive ? 'bg-accent text-accent-foreground' : 'text-foreground'}`;
}

export function MenuSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-1 px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
        {title}
      </h2>
      <ul className="flex flex-col gap-0.5">{children}</ul>
    </nav>
  );
}
