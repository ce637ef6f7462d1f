import { useSyncExternalStore } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { toasts as limits } from '@shared/constants';
import { cn } from '@web/lib/cn';
import { dismissToast, getToasts, subscribeToasts, type ToastVariant } from './toast-store';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-border bg-popover text-popover-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
  success: 'border-success/40 bg-popover text-popover-foreground',
};

/**
 * Renders the toast queue (Radix Toast: 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region).
 * Loaded by <Toaster/> (toast.tsx) when the first toast is raised.
 */
export default function ToasterView() {
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <ToastPrimitive.Provider
      duration={limits.durationMs}
      swipeDirection="right"
      swipeThreshold={limits.swipeThreshold}
    >
      {items.map((item) => {
        const variant = item.variant ?? 'default';
        return (
          <ToastPrimitive.Root
            key={item.id}
            open={item.open}
            duration={item.durationMs}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            data-variant={variant}
            className={cn(
              'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg',
              'data-[state=open]:animate-slide-in-right data-[state=closed]:animate-fade-out',
              'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out',
              variantClasses[variant],
            )}
          >
            {variant === 'success' && (
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
            )}
            {variant === 'destructive' && <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />}
            <div className="grid min-w-0 flex-1 gap-1">
              {item.title && (
                <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
              )}
              {item.description && (
                <ToastPrimitive.Description className="text-sm opacity-90">
                  {item.description}
                </ToastPrimitive.Description>
              )}
            </div>
            {item.action && (
              <ToastPrimitive.Action
                altText={item.action.altText ?? item.action.label}
                onClick={item.action.onClick}
                className="inline-flex h-8 shrink-0 items-center rounded-md border border-current/30 px-3 text-sm font-medium hover:bg-current/10"
              >
                {item.action.label}
              </ToastPrimitive.Action>
            )}
            <ToastPrimitive.Close
              aria-label="Close"
              className="absolute top-3 right-3 inline-flex size-6 items-center justify-center rounded-md opacity-70 transition-opacity hover:opacity-100"
            >
              <X className="size-4" aria-hidden />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        hotkey={[...limits.hotkey]}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col-reverse gap-2 p-4 outline-none sm:bottom-4 sm:right-4 sm:p-0"
      />
    </ToastPrimitive.Provider>
  );
}
