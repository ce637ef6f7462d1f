// The automatic JSX runtime named here: the server renders this under tsx too (ADR 236).
/* @jsxRuntime automatic */
/* @jsxImportSource react */
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
  /** The navbar's "beta": primary text on a light primary tint. */
  accent: 'border-primary/40 bg-primary/10 text-primary',
} as const;

export type BadgeVariant = keyof typeof badgeVariants;

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
  /** `sm` is the navbar's tiny label (11 px type). */
  size?: 'md' | 'sm';
  asChild?: boolean;
}

export function Badge({
  variant = 'default',
  size = 'md',
  asChild = false,
  className,
  ...props
}: BadgeProps) {
  const Comp = asChild ? Slot : 'span';
  return (
    <Comp
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border py-0.5 font-medium whitespace-nowrap',
        size === 'sm' ? 'px-2 text-[11px]' : 'px-2.5 text-xs',
        '[&_svg]:pointer-events-none [&_svg]:size-3',
        badgeVariants[variant],
        className,
      )}
      {...props}
    />
  );
}
