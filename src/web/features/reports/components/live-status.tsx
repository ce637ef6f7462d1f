import type { LiveState } from '../hooks/use-report-events';
import { cn } from '@web/lib/cn';

const labels: Record<LiveState, string> = {
  open: 'Live',
  connecting: 'Connecting…',
  closing: 'Disconnecting…',
  closed: 'Offline — reconnecting',
};

/** Whether new reports arrive by themselves right now (docs/product.md#live-updates). */
export function LiveStatus({ state, className }: { state: LiveState; className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1.5 text-xs text-muted-foreground', className)}
      role="status"
      aria-live="polite"
      title={state === 'open' ? 'New reports appear here as soon as they are published' : undefined}
      data-state={state}
    >
      <span
        aria-hidden
        className={cn(
          'size-2 rounded-full',
          state === 'open'
            ? 'bg-success'
            : state === 'connecting'
              ? 'animate-pulse bg-warning'
              : 'bg-muted-foreground/50',
        )}
      />
      {labels[state]}
    </span>
  );
}
