import { useCallback, useEffect, useRef } from 'react';
import { PageContainer } from '@web/components/ui/page-container';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/toast';
import { queryClient } from '@web/lib/query-client';
import { authKeys } from '@web/features/auth/api/query-keys';
import { whenSignedIn } from '@web/features/auth/lib/when-signed-in';
import { useFeedChannels } from '@web/features/reports/api/get-feed-channels';
import { reportKeys } from '@web/features/reports/api/query-keys';
import { FeedHeading } from '@web/features/reports/components/feed-heading';
import { FeedFiltersBar } from '@web/features/reports/components/feed-filters-bar';
import { LiveStatus } from '@web/features/reports/components/live-status';
import { ReportFeed } from '@web/features/reports/components/report-feed';
import { useFeedFilters } from '@web/features/reports/hooks/use-feed-filters';
import { useReportEvents } from '@web/features/reports/hooks/use-report-events';
import { reportsQueryOptions } from '@web/features/reports/api/get-reports';
import { defaultFeedFilters, parseFeedFilters } from '@web/features/reports/lib/feed-filters';
import { feedReportHref } from '../../feed-report-href';
import { paths } from '../../paths';

/** The first feed page is asked for the moment the session check (already under way) finds a user. */
export function prefetch({ url }: { url: URL }): void {
  whenSignedIn(() =>
    queryClient.prefetchInfiniteQuery(reportsQueryOptions(parseFeedFilters(url.searchParams))),
  );
}

/** /subscriber/reports: the feed of every channel the reader follows, filters in the URL, live updates. */
export default function ReportsPage() {
  const { filters, update, search } = useFeedFilters();
  const channels = useFeedChannels();
  const queryClient = useQueryClient();
  const opened = useRef(false);

  // The service worker registers after the first render, with its code (issue 41).
  useEffect(() => {
    void import('@web/features/notes/lib/offline-support').then((m) => m.enableOfflineSupport());
  }, []);

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: reportKeys.feeds() });
    void queryClient.invalidateQueries({ queryKey: reportKeys.channels() });
  }, [queryClient]);

  const live = useReportEvents({
    enabled: true,
    onReportPublished: (event) => {
      refresh();
      toast({ title: 'New report', description: event.title });
    },
    // After a reconnect, fetch what was published while the connection was down.
    onOpen: () => {
      if (opened.current) refresh();
      opened.current = true;
    },
    // Signed out elsewhere, revoked or expired: the session check finds out and the app signs out.
    onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: authKeys.session() }),
  });

  const reportHref = useCallback((id: string) => feedReportHref(id, search), [search]);

  return (
    <PageContainer aria-labelledby="reports-title">
      <FeedHeading live={<LiveStatus state={live} />} />
      <FeedFiltersBar filters={filters} channels={channels.data ?? []} onChange={update} />
      <ReportFeed
        filters={filters}
        hasChannels={channels.isPending || channels.isError || (channels.data?.length ?? 0) > 0}
        reportHref={reportHref}
        podcastsHref={paths.subscriber.podcasts()}
        onClearFilters={() => update({ ...defaultFeedFilters })}
        onShowAllTime={() => update({ period: 'all' })}
      />
    </PageContainer>
  );
}
