import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '@web/lib/cn';

/**
 * A form label. As Radix's Label did (its code left the first download, ADR 150): a double click on the
 * label's own text does not select it, while presses on a control inside the label behave as usual.
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  const mouseDown = (event: MouseEvent<HTMLLabelElement>) => {
    if ((event.target as Element).closest('button, input, select, textarea')) return;
    onMouseDown?.(event);
    if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
  };
  return (
    <label
      className={cn(
        'text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        className,
      )}
      onMouseDown={mouseDown}
      {...props}
    />
  );
}
