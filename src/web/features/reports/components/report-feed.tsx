import { useDeferredValue, useMemo } from 'react';
import { AlertTriangle, Inbox, Radio, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { reportMessages } from '@shared/contract/reading';
import type { FeedItem } from '@shared/contract/reports';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useReports } from '../api/get-reports';
import { useSetFavourite } from '../api/set-favourite';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { isDefaultFeedFilters, type FeedFilterState } from '../lib/feed-filters';
import { ReportCard, ReportCardSkeleton } from './report-card';

const noItems: FeedItem[] = [];

/**
 * The feed: skeletons while loading, cards as they arrive, the next page fetched before the reader
 * reaches the end, and an empty state that says what to do next.
 */
export function ReportFeed({
  filters,
  hasChannels,
  reportHref,
  podcastsHref,
  onClearFilters,
  onShowAllTime,
}: {
  filters: FeedFilterState;
  /** False when the reader follows no channel at all: the empty state then invites them to subscribe. */
  hasChannels: boolean;
  reportHref: (id: string) => string;
  podcastsHref: string;
  onClearFilters: () => void;
  onShowAllTime: () => void;
}) {
  const feed = useReports(filters);
  const favourite = useSetFavourite();
  const sentinel = useInfiniteScroll(() => {
    if (feed.hasNextPage && !feed.isFetchingNextPage && !feed.isError) void feed.fetchNextPage();
  }, Boolean(feed.hasNextPage));
  const toggleFavourite = (report: FeedItem) =>
    favourite.mutate({ id: report.id, favourite: !report.isFavourite });
  const items = useMemo(() => feed.data?.pages.flatMap((page) => page.items) ?? [], [feed.data]);
  // The cards render as a transition: React builds them in short slices, between which the browser can
  // paint and answer input, instead of one long task when a page of results arrives (ADR 095).
  const shown = useDeferredValue(items, noItems);

  if (feed.isPending || (shown.length === 0 && items.length > 0)) {
    return (
      <div className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="Loading reports">
        {Array.from({ length: 6 }, (_, i) => (
          <ReportCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (feed.isError && !feed.data) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/5 px-6 py-10 text-center"
      >
        <AlertTriangle className="size-8 text-destructive" aria-hidden />
        <h2 className="text-lg font-semibold">{reportMessages.listFailedTitle}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{reportMessages.listFailed}</p>
        <Button variant="outline" onClick={() => void feed.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <EmptyFeed
        filters={filters}
        hasChannels={hasChannels}
        podcastsHref={podcastsHref}
        onClearFilters={onClearFilters}
        onShowAllTime={onShowAllTime}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Reports">
        {shown.map((report) => (
          <li key={report.id} className="flex">
            <div className="flex-1">
              <ReportCard report={report} href={reportHref(report.id)} onToggleFavourite={toggleFavourite} />
            </div>
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden className="h-px" />
      {feed.isFetchingNextPage ? (
        <p
          className="flex items-center justify-center gap-2 py-4 text-sm text-muted-foreground"
          role="status"
        >
          <Spinner size="sm" /> Loading more reports…
        </p>
      ) : feed.isFetchNextPageError ? (
        <div className="flex items-center justify-center gap-3 py-4 text-sm" role="alert">
          <span className="text-destructive">{reportMessages.listFailed}</span>
          <Button size="sm" variant="outline" onClick={() => void feed.fetchNextPage()}>
            Retry
          </Button>
        </div>
      ) : feed.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="ghost" size="sm" onClick={() => void feed.fetchNextPage()}>
            Load more
          </Button>
        </div>
      ) : (
        <p className="py-4 text-center text-sm text-muted-foreground">You’re all caught up.</p>
      )}
    </div>
  );
}

function EmptyFeed({
  filters,
  hasChannels,
  podcastsHref,
  onClearFilters,
  onShowAllTime,
}: {
  filters: FeedFilterState;
  hasChannels: boolean;
  podcastsHref: string;
  onClearFilters: () => void;
  onShowAllTime: () => void;
}) {
  const box =
    'flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center';
  if (!hasChannels) {
    return (
      <div className={box}>
        <Radio className="size-10 text-primary" aria-hidden />
        <h2 className="text-lg font-semibold">{reportMessages.emptyNoSubscriptions}</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          Pick a few podcasts you like: every new episode shows up here as a report you can read in 1-2
          minutes.
        </p>
        <Button asChild>
          <Link to={podcastsHref}>Browse Podcast Channels</Link>
        </Button>
      </div>
    );
  }
  if (isDefaultFeedFilters(filters)) {
    return (
      <div className={box}>
        <Inbox className="size-10 text-muted-foreground" aria-hidden />
        <h2 className="text-lg font-semibold">No new reports in the last 30 days</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          Your channels have been quiet lately. Older reports are still here.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={onShowAllTime}>Show all time</Button>
          <Button asChild variant="outline">
            <Link to={podcastsHref}>Find more channels</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={box}>
      <SearchX className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">
        {filters.q ? `No reports match “${filters.q}”` : 'No reports match these filters'}
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">
        {filters.period !== 'all'
          ? 'Try a longer period, another channel, or fewer words.'
          : 'Try another channel or fewer words.'}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {filters.period !== 'all' ? <Button onClick={onShowAllTime}>Search all time</Button> : null}
        <Button variant="outline" onClick={onClearFilters}>
          Clear filters
        </Button>
      </div>
    </div>
  );
}
