// The automatic JSX runtime named here: the server renders this under tsx too (ADR 236).
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { Slot } from './slot';

const buttonVariants = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
  /** The landing's calls to action: the default look, raised. */
  cta: 'bg-primary text-primary-foreground shadow-lg shadow-primary/20 hover:bg-primary/90',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  outline: 'border border-input bg-background hover:bg-accent hover:text-accent-foreground',
  /** Quiet on a card, red text: the first step of something final (the dialog after it is `destructive`). */
  'outline-destructive': 'border border-input bg-background text-destructive hover:bg-accent',
  ghost: 'hover:bg-accent hover:text-accent-foreground',
  /** Ghost without a text colour: the caller's class sets it (a toggle coloured by its state). */
  quiet: 'hover:bg-accent',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
  link: 'text-primary underline-offset-4 hover:underline',
  /** A link inside text that keeps the text's size and weight (a heading's last words). */
  inline: 'text-primary underline-offset-4 hover:underline',
} as const;

/**
 * Every size a button comes in. A caller never overrides a size with classes (ADR 249: no class merging);
 * a new look is a new entry here.
 */
const buttonSizes = {
  sm: 'h-8 gap-1.5 rounded-md px-3 text-sm',
  /** The navbar's sign-in: a small button with more air. */
  nav: 'h-9 gap-1.5 rounded-md px-4 text-sm',
  md: 'h-10 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-12 gap-2 rounded-lg px-6 text-base',
  xl: 'h-12 gap-2 rounded-lg px-7 text-base',
  'icon-sm': 'size-8 rounded-lg',
  'icon-md': 'size-9 rounded-lg',
  icon: 'size-10 rounded-lg',
  /** The player's play button. */
  'icon-round': 'size-11 rounded-full',
} as const;

export type ButtonVariant = keyof typeof buttonVariants;
export type ButtonSize = keyof typeof buttonSizes;

/** The classes of a button, for links and other elements that must look like one. */
export function buttonClasses({
  variant = 'default',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center whitespace-nowrap transition-colors select-none',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    buttonVariants[variant],
    variant === 'inline'
      ? 'h-auto p-0'
      : variant === 'link'
        ? 'h-auto px-0 font-medium'
        : [buttonSizes[size], 'font-medium'],
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a router Link) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const classes = buttonClasses({ variant, size, className });
  if (asChild) return <Slot className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
