import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/**
 * What every field shares. Width, background and type size are not here: `Input` and `Textarea` choose
 * them from props, so a caller's class never has to override one of them (ADR 249).
 */
export const fieldClasses = cn(
  'min-w-0 rounded-lg border border-input px-3 text-foreground shadow-xs transition-colors',
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

export interface InputProps extends ComponentProps<'input'> {
  /** Monospaced small type, for tokens and addresses to copy. */
  mono?: boolean;
  /** A muted background, for a value the user cannot change here. */
  muted?: boolean;
  /** `false` leaves the width to the caller's class (the field is full width by default). */
  fullWidth?: boolean;
}

export function Input({ className, type = 'text', mono, muted, fullWidth = true, ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        fieldClasses,
        mono ? 'font-mono text-xs md:text-sm' : 'text-base md:text-sm',
        muted ? 'bg-muted' : 'bg-background',
        fullWidth && 'w-full',
        'h-10 py-2 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}
