import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** A placeholder block in the shape of content that is still loading. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
