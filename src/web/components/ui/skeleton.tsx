import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** A placeholder block in the shape of content that is still loading. */
const radii = { md: 'rounded-md', xl: 'rounded-xl', full: 'rounded-full' } as const;

/** The corner radius is a prop, not a class, so a caller's shape never meets the default (ADR 249). */
export function Skeleton({
  rounded = 'md',
  className,
  ...props
}: ComponentProps<'div'> & { rounded?: keyof typeof radii }) {
  return <div aria-hidden className={cn('animate-pulse bg-muted', radii[rounded], className)} {...props} />;
}
