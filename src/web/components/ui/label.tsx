import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '@web/lib/cn';

/**
 * A form label. As Radix's Label did (its code left the first download, ADR 150): a double click on the
 * label's own text does not select it, while presses on a control inside the label behave as usual.
 */
const sizes = { sm: 'text-sm leading-none', xs: 'text-xs' } as const;
const weights = { medium: 'font-medium', normal: 'font-normal' } as const;

/** Size and weight are props, not classes, so a caller's never meets the default (ADR 249). */
export function Label({
  size = 'sm',
  weight = 'medium',
  className,
  onMouseDown,
  ...props
}: ComponentProps<'label'> & { size?: keyof typeof sizes; weight?: keyof typeof weights }) {
  const mouseDown = (event: MouseEvent<HTMLLabelElement>) => {
    if ((event.target as Element).closest('button, input, select, textarea')) return;
    onMouseDown?.(event);
    if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
  };
  return (
    <label
      className={cn(
        'select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        sizes[size],
        weights[weight],
        className,
      )}
      onMouseDown={mouseDown}
      {...props}
    />
  );
}
