// The automatic JSX runtime named here: the server renders this under tsx too (ADR 236).
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/**
 * The one content box of the signed-in pages: the same maximum width, side padding and therefore the same
 * left edge on every page, so moving from Reports to Dashboard to a report does not shift the heading.
 * A page that reads better narrow (a report, a form) says `measure="reading"`: its column keeps the
 * comfortable line length and is centred in that box, as the creator pages are, instead of leaving a wide
 * empty gutter on its right at desktop widths.
 */
const gaps = { 4: 'gap-4', 6: 'gap-6', 8: 'gap-8' } as const;

export function PageContainer({
  as: Element = 'section',
  measure = 'wide',
  gap = 6,
  className,
  children,
  ...props
}: Omit<ComponentProps<'section'>, 'ref'> & {
  as?: 'section' | 'div';
  measure?: 'wide' | 'reading';
  /** The space between the page's blocks: a prop, so it never meets a caller's class (ADR 249). */
  gap?: keyof typeof gaps;
}) {
  return (
    <Element
      data-page-container=""
      className={cn(
        'mx-auto w-full max-w-6xl px-4 py-6 sm:px-6',
        measure === 'wide' && ['flex flex-col', gaps[gap]],
        measure === 'wide' && className,
      )}
      {...props}
    >
      {measure === 'reading' ? (
        <div
          data-reading-column=""
          className={cn('mx-auto flex w-full max-w-3xl flex-col', gaps[gap], className)}
        >
          {children}
        </div>
      ) : (
        children
      )}
    </Element>
  );
}
