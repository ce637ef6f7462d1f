import { useRef, type KeyboardEvent } from 'react';
import { feedStatuses, type FeedStatus } from '@shared/contract/reading';
import { cn } from '@web/lib/cn';
import { statusLabels } from '../lib/feed-filters';

/**
 * All / Unread / Read / Favourites as a segmented radio group: one tab stop, arrow keys move the choice
 * (WAI-ARIA radio group pattern). Not tabs: there are no panels, the list below simply changes.
 */
export function StatusFilter({
  value,
  onChange,
}: {
  value: FeedStatus;
  onChange: (status: FeedStatus) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + feedStatuses.length) % feedStatuses.length;
    buttons.current[next]?.focus();
    onChange(feedStatuses[next]!);
  };
  return (
    <div
      role="radiogroup"
      aria-label="Show"
      className="inline-flex h-10 w-full items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground sm:w-fit"
    >
      {feedStatuses.map((status, index) => {
        const checked = status === value;
        return (
          <button
            key={status}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(status)}
            onKeyDown={(event) => move(event, index)}
            className={cn(
              'inline-flex h-full flex-1 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
              'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
              checked && 'bg-background text-foreground shadow-sm',
            )}
          >
            {statusLabels[status]}
          </button>
        );
      })}
    </div>
  );
}
