import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '@web/lib/cn';

export const Tabs = TabsPrimitive.Root;

/** `stretch` fills the row; the list is as wide as its tabs by default (ADR 249: a prop, not an override). */
export function TabsList({
  stretch = false,
  className,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { stretch?: boolean }) {
  return (
    <TabsPrimitive.List
      className={cn(
        stretch ? 'w-full' : 'w-fit',
        'inline-flex h-10 items-center justify-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
        'hover:text-foreground disabled:pointer-events-none disabled:opacity-50',
        'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        '[&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

const contentOffsets = { none: 'mt-0', sm: 'mt-2', md: 'mt-4' } as const;

/** `offset` is the space above the panel (1 rem by default). */
export function TabsContent({
  offset = 'md',
  className,
  ...props
}: ComponentProps<typeof TabsPrimitive.Content> & { offset?: keyof typeof contentOffsets }) {
  return (
    <TabsPrimitive.Content
      className={cn('flex-1 outline-none', contentOffsets[offset], className)}
      {...props}
    />
  );
}
