import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export const fieldClasses = cn(
  'w-full min-w-0 rounded-lg border border-input bg-background px-3 text-base text-foreground shadow-xs transition-colors md:text-sm',
  'placeholder:text-muted-foreground',
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-invalid:border-destructive aria-invalid:outline-destructive/40',
);

/**
 * For a search field that draws its own clear (✕) button: hides the browser's, so there is one, not two
 * (Chromium and Safari draw theirs in every non-empty `type="search"` field).
 */
export const ownSearchClear = '[&::-webkit-search-cancel-button]:appearance-none';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        fieldClasses,
        'h-10 py-2 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}
