import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** docs/product.md#shell: spinner sizes sm, md, lg, xl. */
const spinnerSizes = {
  sm: 'size-4 border-2',
  md: 'size-6 border-2',
  lg: 'size-8 border-[3px]',
  xl: 'size-12 border-4',
} as const;

type SpinnerSize = keyof typeof spinnerSizes;

export interface SpinnerProps extends ComponentProps<'span'> {
  size?: SpinnerSize;
  /** Announced to screen readers. */
  label?: string;
}

export function Spinner({ size = 'md', label = 'Loading', className, ...props }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={cn('inline-flex', className)} {...props}>
      <span
        aria-hidden
        data-size={size}
        className={cn(
          'animate-spin rounded-full border-current border-r-transparent opacity-80 motion-reduce:animate-[spin_1.5s_linear_infinite]',
          spinnerSizes[size],
        )}
      />
    </span>
  );
}
