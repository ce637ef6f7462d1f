import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { PageContainer } from '@web/components/ui/page-container';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-error';

/** A channel page while its data loads: the way back, then the header and list placeholders. */
export function ChannelPageLoading({ back }: { back: ReactNode }) {
  return (
    <PageContainer aria-busy="true" aria-label="Loading channel">
      {back}
      <Skeleton rounded="xl" className="h-56" />
      <Skeleton rounded="xl" className="h-40" />
    </PageContainer>
  );
}

/** A channel page that could not load: a missing channel says so; anything else can be tried again. */
export function ChannelPageFailed({
  back,
  error,
  onRetry,
}: {
  back: ReactNode;
  error: unknown;
  onRetry: () => void;
}) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <PageContainer gap={4}>
      {back}
      <div role="alert" className="rounded-xl border border-border p-8 text-center">
        <h1 className="text-xl font-semibold">
          {missing ? 'This channel does not exist.' : 'Could not load this channel.'}
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {missing
            ? 'It may have been removed, or the link is wrong.'
            : 'Please check your connection and try again.'}
        </p>
        {!missing && (
          <Button variant="outline" className="mt-4" onClick={onRetry}>
            Try again
          </Button>
        )}
      </div>
    </PageContainer>
  );
}
