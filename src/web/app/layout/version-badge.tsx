import { APP_VERSION } from '@shared/constants';
import { useProgress } from '@web/lib/progress';

const RADIUS = 16;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * Bottom-left badge (docs/product.md#shell): the version in the page's footer, replaced by a circular
 * percentage while some tracked progress is active (the report reader's read progress, long jobs), which
 * stays in view in the bottom-left corner from md up.
 */
export function VersionBadge() {
  const { current } = useProgress();

  if (current) {
    const percent = Math.round(current.percent);
    return (
      // A landmark of its own: content outside every landmark is lost to screen-reader navigation (axe
      // 'region').
      <aside aria-label="Progress" className="contents">
        <div
          role="progressbar"
          aria-label="Progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          data-testid="progress-indicator"
          // Where the badge is: closing the page on phones (fixed, it covered the text being read; the report
          // page's bar along the top edge shows the same progress there), bottom-left from md up.
          className="pointer-events-none relative mx-3 mb-3 flex size-14 items-center justify-center self-start rounded-full border border-border bg-popover/90 shadow-md backdrop-blur md:fixed md:bottom-3 md:left-3 md:z-40 md:m-0"
        >
          <svg viewBox="0 0 40 40" className="absolute inset-0 size-full -rotate-90" aria-hidden>
            <circle cx="20" cy="20" r={RADIUS} fill="none" strokeWidth="3" className="stroke-muted" />
            <circle
              cx="20"
              cy="20"
              r={RADIUS}
              fill="none"
              strokeWidth="3"
              strokeLinecap="round"
              strokeDasharray={CIRCUMFERENCE}
              strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
              className="stroke-primary transition-[stroke-dashoffset] duration-200"
            />
          </svg>
          {/* Sized so that '100%' fits inside the ring. */}
          <span className="relative text-[11px] font-semibold tracking-tight tabular-nums">{percent}%</span>
        </div>
      </aside>
    );
  }

  return (
    // The page's footer, bottom-left after all content, at every width: fixed in the corner it floated over
    // text, cards and the player at desktop widths (docs/product.md#shell).
    <footer aria-label="Version" className="flex px-3 pb-3">
      <span
        data-testid="version-badge"
        className="rounded-full border border-border bg-popover/90 px-2.5 py-1 text-xs font-medium text-muted-foreground shadow-sm"
      >
        v{APP_VERSION}
      </span>
    </footer>
  );
}
