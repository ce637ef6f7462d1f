import { useDeferredValue, useMemo, useState } from 'react';
import { AlertTriangle, Inbox, Radio, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { feed as feedConstants } from '@shared/constants';
import { reportMessages } from '@shared/contract/reading';
import type { FeedItem } from '@shared/contract/reports';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { firstDrawOfDocumentAnswer } from '@web/lib/document-answers';
import { useReports } from '../api/get-reports';
import { useSetFavourite } from '../api/set-favourite';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { feedFiltersToApiQuery, isDefaultFeedFilters, type FeedFilterState } from '../lib/feed-filters';
import { ReportCardList, ReportCardSkeleton } from './report-card';

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
  // paint and answer input, instead of one long task when a page of results arrives (ADR 150). The page
  // the document drew (ADR 236) renders at once in place of that drawing, with no skeleton between them.
  const [drawn] = useState(() => firstDrawOfDocumentAnswer(`/api/reports?${feedFiltersToApiQuery(filters)}`));
  const shown = useDeferredValue(items, drawn ? items : noItems);

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
        allTimeCount={feed.data?.pages[0]?.allTimeCount}
        hasChannels={hasChannels}
        podcastsHref={podcastsHref}
        onClearFilters={onClearFilters}
        onShowAllTime={onShowAllTime}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ReportCardList items={shown} reportHref={reportHref} onToggleFavourite={toggleFavourite} />
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
      ) : filters.period !== 'all' ? (
        // The end of a period is not the end of the feed: older reports are one click away.
        <p className="flex flex-wrap items-center justify-center gap-x-2 py-4 text-sm text-muted-foreground">
          That’s everything from {periodLabel(filters.period)}.
          <Button variant="link" size="sm" className="h-auto p-0" onClick={onShowAllTime}>
            Show all time
          </Button>
        </p>
      ) : (
        <p className="py-4 text-center text-sm text-muted-foreground">You’re all caught up.</p>
      )}
    </div>
  );
}

/** The period as the feed's messages name it: "the last 30 days" by default. */
function periodLabel(period: FeedFilterState['period']): string {
  switch (period) {
    case undefined:
      return `the last ${feedConstants.defaultPeriodDays} days`;
    case 'week':
      return 'the last 7 days';
    case 'month':
      return 'the last month';
    case 'year':
      return 'the last year';
    case 'all':
      return 'all time';
  }
}

/** "show all 23": what widening the period to all time shows, as the API counted it. */
const showAllLabel = (count: number) => (count === 1 ? 'show the 1 report' : `show all ${count}`);

function EmptyFeed({
  filters,
  allTimeCount,
  hasChannels,
  podcastsHref,
  onClearFilters,
  onShowAllTime,
}: {
  filters: FeedFilterState;
  /** How many reports all time holds with these filters (given by the API for an empty limited period). */
  allTimeCount: number | undefined;
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
    // The default period stays, but the reader learns at once that their channels have older reports
    // (a new subscriber's channel may have published nothing lately while the dashboard counts 23 unread).
    return (
      <div className={box} data-testid="feed-empty-period">
        <Inbox className="size-10 text-muted-foreground" aria-hidden />
        {allTimeCount ? (
          <h2 className="text-lg font-semibold">
            No reports in {periodLabel(filters.period)} —{' '}
            <Button variant="inline" onClick={onShowAllTime}>
              {showAllLabel(allTimeCount)}
            </Button>
          </h2>
        ) : (
          <h2 className="text-lg font-semibold">No reports in {periodLabel(filters.period)}</h2>
        )}
        <p className="max-w-md text-sm text-muted-foreground">
          {allTimeCount
            ? 'Your channels have been quiet lately; their older reports are all here.'
            : 'Your channels have been quiet lately.'}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          {allTimeCount === undefined ? <Button onClick={onShowAllTime}>Show all time</Button> : null}
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
