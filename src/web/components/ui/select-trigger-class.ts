import { cn } from '@web/lib/cn';

/**
 * The look of a select's closed box, shared by the Radix trigger (select.tsx) and the plain stand-in that
 * an on-demand select shows until Radix has loaded (option-select.tsx), so the swap cannot be seen.
 */
export function selectTriggerClass(size: 'sm' | 'md', className?: string): string {
  return cn(
    'flex w-full items-center justify-between gap-2 rounded-lg border border-input bg-background px-3 text-sm whitespace-nowrap shadow-xs transition-colors',
    'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
    'disabled:cursor-not-allowed disabled:opacity-50 data-[placeholder]:text-muted-foreground aria-invalid:border-destructive',
    '[&>span]:truncate',
    size === 'sm' ? 'h-8' : 'h-10',
    className,
  );
}
