import { useLayoutEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { cn } from '@web/lib/cn';

/**
 * The Radix tooltip behind `<Tooltip>` (tooltip.tsx), fetched when a trigger is first hovered or focused.
 * Radix needs a provider above every tooltip; each brings its own.
 */
function TooltipProvider({
  delayDuration = 300,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-md',
          'data-[state=closed]:animate-fade-out data-[state=delayed-open]:animate-fade-in data-[state=instant-open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}

/**
 * Takes over from the plain trigger tooltip.tsx rendered while this code loaded: open at once when the
 * pointer or focus is still on the trigger (`open`), and focus the new trigger element when the old one
 * had focus (`refocus`), since the swap replaces the element.
 */
export default function RadixTooltip({
  content,
  children,
  side,
  open,
  refocus,
}: {
  content: ReactNode;
  children: ReactNode;
  side?: ComponentProps<typeof TooltipPrimitive.Content>['side'];
  open: boolean;
  refocus: boolean;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  // Once, on taking over: later focus is the user's own.
  const takeOver = useRef({ refocus });
  useLayoutEffect(() => {
    if (takeOver.current.refocus) trigger.current?.focus();
  }, []);
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root defaultOpen={open}>
        <TooltipPrimitive.Trigger asChild ref={trigger}>
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipContent side={side}>{content}</TooltipContent>
      </TooltipPrimitive.Root>
    </TooltipProvider>
  );
}
