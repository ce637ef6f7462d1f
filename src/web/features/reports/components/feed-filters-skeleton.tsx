// The automatic JSX runtime named here: the server renders this under tsx too (ADR 236).
/* @jsxRuntime automatic */
/* @jsxImportSource react */

/**
 * The boxes of the feed's filters bar (FeedFiltersBar), in its own layout: the search box, then the status
 * tabs beside the period, order and channel selects. The bar's inputs live on the browser's events, so the
 * server draws a feed's first screen (ADR 236) with this in its place, and the cards below stay where the
 * bar leaves them.
 */
export const feedFiltersLayout = {
  bar: 'flex flex-col gap-3',
  row: 'flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between',
  selects: 'grid grid-cols-2 gap-2 sm:grid-cols-3 lg:flex lg:w-auto',
} as const;

export function FeedFiltersSkeleton() {
  return (
    <div className={feedFiltersLayout.bar} aria-hidden>
      <div className="h-10 rounded-lg border border-input" />
      <div className={feedFiltersLayout.row}>
        <div className="h-10 w-full rounded-lg bg-muted sm:w-80" />
        <div className={feedFiltersLayout.selects}>
          <div className="h-8 lg:w-36" />
          <div className="h-8 lg:w-32" />
          <div className="col-span-2 h-8 sm:col-span-1 lg:w-48" />
        </div>
      </div>
    </div>
  );
}
