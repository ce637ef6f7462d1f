// The automatic JSX runtime named here: the server renders this under tsx too (ADR 236).
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** docs/product.md#shell: card variants and shadows. */
const cardVariants = {
  default: 'bg-card text-card-foreground border border-border',
  /** An empty or waiting state: the default card with muted text. */
  muted: 'bg-card text-muted-foreground border border-border',
  /** A failure: the default card with a red border. */
  destructive: 'bg-card text-card-foreground border border-destructive/50',
  primary: 'bg-primary text-primary-foreground border border-transparent',
  secondary: 'bg-secondary text-secondary-foreground border border-transparent',
  outline: 'bg-transparent text-foreground border-2 border-border',
  ghost: 'bg-transparent text-foreground border border-transparent',
} as const;

const cardShadows = {
  none: 'shadow-none',
  sm: 'shadow-sm',
  md: 'shadow-md',
  lg: 'shadow-lg',
  xl: 'shadow-xl',
} as const;

type CardVariant = keyof typeof cardVariants;
type CardShadow = keyof typeof cardShadows;

export interface CardProps extends ComponentProps<'div'> {
  variant?: CardVariant;
  shadow?: CardShadow;
}

export function Card({ variant = 'default', shadow = 'sm', className, ...props }: CardProps) {
  return (
    <div
      data-variant={variant}
      className={cn('flex flex-col rounded-xl', cardVariants[variant], cardShadows[shadow], className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-6 pb-0', className)} {...props} />;
}

/**
 * A card's heading: `h3` by default (a card inside a titled section); a card directly under the page's
 * `h1` says `as="h2"`, so the heading levels never skip one (axe heading-order).
 */
export function CardTitle({
  as: Heading = 'h3',
  size = 'lg',
  className,
  ...props
}: ComponentProps<'h3'> & { as?: 'h2' | 'h3'; size?: 'lg' | '2xl' }) {
  return (
    <Heading
      className={cn(
        size === '2xl' ? 'text-2xl' : 'text-lg',
        'leading-tight font-semibold tracking-tight',
        className,
      )}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center gap-2 p-6 pt-0', className)} {...props} />;
}
