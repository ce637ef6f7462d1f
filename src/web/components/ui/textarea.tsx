import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { fieldClasses } from './input';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(fieldClasses, 'min-h-20 resize-y py-2 leading-relaxed', className)}
      {...props}
    />
  );
}
