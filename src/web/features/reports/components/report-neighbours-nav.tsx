import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ReportNeighbours } from '@shared/contract/reports';

/** Previous / next report in the order of the feed the reader came from. */
export function ReportNeighboursNav({
  neighbours,
  hrefFor,
}: {
  neighbours: ReportNeighbours | undefined;
  hrefFor: (id: string) => string;
}) {
  if (!neighbours || (!neighbours.previous && !neighbours.next)) return null;
  const cell =
    'flex min-w-0 flex-1 flex-col gap-1 rounded-xl border border-border bg-card p-4 text-sm transition-colors hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-ring';
  return (
    <nav aria-label="More reports" className="flex flex-col gap-3 sm:flex-row">
      {neighbours.previous ? (
        <Link to={hrefFor(neighbours.previous.id)} className={cell} rel="prev">
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <ChevronLeft className="size-4" aria-hidden /> Previous
          </span>
          <span className="truncate font-medium">{neighbours.previous.title}</span>
        </Link>
      ) : (
        <span className="hidden flex-1 sm:block" />
      )}
      {neighbours.next ? (
        <Link to={hrefFor(neighbours.next.id)} className={`${cell} sm:items-end sm:text-right`} rel="next">
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            Next <ChevronRight className="size-4" aria-hidden />
          </span>
          <span className="max-w-full truncate font-medium">{neighbours.next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
