import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { fieldClasses } from './input';

export interface TextareaProps extends ComponentProps<'textarea'> {
  /** Monospaced type, for Markdown source. */
  mono?: boolean;
  /** `tall` raises the minimum height from 5 to 8 rem. */
  size?: 'md' | 'tall';
}

export function Textarea({ className, rows = 4, mono, size = 'md', ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(
        fieldClasses,
        'w-full resize-y bg-background py-2',
        mono ? 'font-mono text-sm' : 'text-base leading-relaxed md:text-sm',
        size === 'tall' ? 'min-h-32' : 'min-h-20',
        className,
      )}
      {...props}
    />
  );
}
