import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-error';

/** Placeholder rows while an admin list loads. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className="grid gap-3" aria-busy="true" aria-label={label}>
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </div>
  );
}

/** A list that could not load: the reason, and a retry unless the answer was "not an administrator". */
export function ListError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <Card className="p-6 text-center" role="alert">
      <p className="font-medium">
        {forbidden ? `Only administrators can see ${what}` : `Could not load ${what}`}
      </p>
      {!forbidden && (
        <Button className="mt-4" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Card>
  );
}

/** Nothing to list. */
export function ListEmpty({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Card variant="muted" className="items-center gap-2 p-6 text-center text-sm">
      {icon}
      <p>{children}</p>
    </Card>
  );
}

/** "Load more" under a paged list, while another page exists. */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
}) {
  if (!hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button variant="outline" onClick={onLoadMore} disabled={isFetchingNextPage}>
        {isFetchingNextPage ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  );
}
