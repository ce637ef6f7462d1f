import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@web/lib/cn';

/**
 * Accessible modal dialog on Radix: focus is trapped inside, Escape and the close button close it, focus
 * returns to the trigger. Always give it a DialogTitle (use VisuallyHidden to hide one).
 */
export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;
const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-50 bg-black/60 backdrop-blur-[2px]',
        'data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out',
        className,
      )}
      {...props}
    />
  );
}

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Hide the top-right close button (the dialog still closes with Escape). */
  hideClose?: boolean;
  closeLabel?: string;
  /** The dialog's maximum width: a prop, so it never meets a caller's class (ADR 249). */
  size?: keyof typeof dialogWidths;
}

const dialogWidths = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-lg', '2xl': 'max-w-2xl' } as const;

export function DialogContent({
  className,
  children,
  hideClose = false,
  closeLabel = 'Close',
  size = 'lg',
  ...props
}: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto',
          'rounded-xl border border-border bg-popover p-6 text-popover-foreground shadow-xl',
          'data-[state=open]:animate-zoom-in data-[state=closed]:animate-zoom-out focus:outline-none',
          dialogWidths[size],
          className,
        )}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            className="absolute top-4 right-4 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
            aria-label={closeLabel}
          >
            <X className="size-4" aria-hidden />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

const titleSizes = {
  lg: 'text-lg',
  xl: 'text-xl',
  '2xl': 'text-2xl',
  'xl-2xl': 'text-xl sm:text-2xl',
} as const;

export function DialogTitle({
  size = 'lg',
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Title> & { size?: keyof typeof titleSizes }) {
  return (
    <DialogPrimitive.Title
      className={cn(titleSizes[size], 'leading-tight font-semibold', className)}
      {...props}
    />
  );
}

/** Muted small text by default; `quote` is body-coloured, `lead` one size up (ADR 249: props, not overrides). */
const descriptionLooks = {
  muted: 'text-sm text-muted-foreground',
  lead: 'text-base text-muted-foreground',
  quote: 'text-sm text-foreground',
} as const;

export function DialogDescription({
  look = 'muted',
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description> & { look?: keyof typeof descriptionLooks }) {
  return <DialogPrimitive.Description className={cn(descriptionLooks[look], className)} {...props} />;
}
