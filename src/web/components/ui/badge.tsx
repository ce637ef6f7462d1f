import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { Slot } from './slot';

const badgeVariants = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  outline: 'border-border text-foreground',
  destructive: 'border-transparent bg-destructive text-destructive-foreground',
  success: 'border-transparent bg-success text-success-foreground',
  warning: 'border-transparent bg-warning text-warning-foreground',
  muted: 'border-transparent bg-muted text-muted-foreground',
} as const;

export type BadgeVariant = keyof typeof badgeVariants;

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
  asChild?: boolean;
}

export function Badge({ variant = 'default', asChild = false, className, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : 'span';
  return (
    <Comp
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        '[&_svg]:pointer-events-none [&_svg]:size-3',
        badgeVariants[variant],
        className,
      )}
      {...props}
    />
  );
}
