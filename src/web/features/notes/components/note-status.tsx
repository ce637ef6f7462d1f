import { AlertCircle, Check, CloudOff, GitMerge, Loader2 } from 'lucide-react';
import type { NoteSyncStatus } from '../lib/note-service';
import { cn } from '@web/lib/cn';

const display: Record<NoteSyncStatus, { label: string; className: string }> = {
  synced: { label: 'Synced', className: 'text-success' },
  pending: { label: 'Pending', className: 'text-muted-foreground' },
  syncing: { label: 'Pending · saving…', className: 'text-muted-foreground' },
  offline: { label: 'Pending · offline', className: 'text-warning' },
  error: { label: 'Error · not synced yet', className: 'text-destructive' },
  conflict: { label: 'Conflict · choose a version', className: 'text-warning' },
};

/** Where the note stands: synced, pending, offline, error or in conflict (docs/product.md#notes). */
export function NoteStatus({ status, online }: { status: NoteSyncStatus; online: boolean }) {
  // A note that waits while the browser is offline is shown as such, whatever the last attempt said.
  const shown: NoteSyncStatus = !online && status !== 'synced' && status !== 'conflict' ? 'offline' : status;
  const { label, className } = display[shown];
  const Icon =
    shown === 'synced'
      ? Check
      : shown === 'offline'
        ? CloudOff
        : shown === 'error'
          ? AlertCircle
          : shown === 'conflict'
            ? GitMerge
            : Loader2;
  return (
    <span
      role="status"
      aria-live="polite"
      data-testid="note-status"
      data-status={shown}
      className={cn('inline-flex items-center gap-1.5 text-xs font-medium', className)}
    >
      <Icon
        className={cn('size-3.5', (shown === 'syncing' || shown === 'pending') && 'animate-spin')}
        aria-hidden
      />
      {label}
    </span>
  );
}

/**
 * What happens to what the reader types: kept on this device at once and synced to their account, so it
 * is on their other devices too; offline, it waits here until the browser is back online.
 */
export function NoteSaveHint({ online }: { online: boolean }) {
  return (
    <span data-testid="note-save-hint">
      {online
        ? 'Saved as you type and synced to your other devices.'
        : 'Saved on this device as you type; synced to your other devices when you are back online.'}
    </span>
  );
}
