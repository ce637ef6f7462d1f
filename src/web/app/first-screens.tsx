// The automatic JSX runtime named here: the server renders these under tsx too (ADR 236).
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import type { ChannelPage } from '@shared/contract/channels';
import type { FeedItem, ReportDetail } from '@shared/contract/reports';
import { PageContainer } from '@web/components/ui/page-container';
import { ChannelCardView } from '@web/features/channels/components/channel-card-view';
import { FeedFiltersSkeleton } from '@web/features/reports/components/feed-filters-skeleton';
import { FeedHeading } from '@web/features/reports/components/feed-heading';
import { MarkdownSummary } from '@web/features/reports/components/markdown-summary';
import { ReportCardList } from '@web/features/reports/components/report-card';
import {
  ReportHeader,
  ReportLayout,
  ReportSummarySection,
} from '@web/features/reports/components/report-page-parts';
import { ReportTeaserView } from '@web/features/reports/components/report-teaser';
import { feedFiltersToSearch, parseFeedFilters } from '@web/features/reports/lib/feed-filters';
import { ChannelPageFrame, ChannelTitle, PublicChannelBackLink } from './channel-page-frame';
import { feedReportHref } from './feed-report-href';
import { AppFrame, SiteHeaderBar } from './layout/app-frame';
import { paths } from './paths';

/**
 * The first screens the server draws into a page's document (ADR 236), made of the same presentational
 * components the pages draw at first paint, from the same answers and the same address: the top of the
 * report page, the public channel page and the feed, in the app's frame with the header's box (its
 * navbar, the sidebar and the page's controls come with the app; the feed's filters bar, which lives on
 * the browser's events, as its boxes). Props in, markup out: no request, no
 * query or router state beyond the address, no browser global. The app does not hydrate them: it renders
 * the page from its cache in their place.
 */

const nothing = () => {};

/** The report page's top: the report's header and summary, or the teaser for a reader without access. */
export function ReportFirstScreen({
  report,
  search,
  timeZone,
}: {
  report: ReportDetail;
  /** The page address's query: the feed filters the way back keeps. */
  search: URLSearchParams;
  timeZone?: string;
}) {
  const backHref = paths.reports.list(feedFiltersToSearch(parseFeedFilters(search)));
  return (
    <AppFrame header={<SiteHeaderBar />}>
      {report.access === 'teaser' ? (
        // Only what the teaser shows anyone: never the report's text.
        <ReportTeaserView
          teaser={report}
          backHref={backHref}
          price={null}
          subscribe={null}
          timeZone={timeZone}
        />
      ) : (
        <ReportLayout backHref={backHref}>
          <ReportHeader report={report} timeZone={timeZone} />
          <ReportSummarySection>
            <div>
              <MarkdownSummary html={report.summaryHtml} />
            </div>
          </ReportSummarySection>
        </ReportLayout>
      )}
    </AppFrame>
  );
}

/** The public channel page's top: the way back, the title and the channel's card. */
export function ChannelFirstScreen({ page, signedIn }: { page: ChannelPage; signedIn: boolean }) {
  return (
    <AppFrame header={<SiteHeaderBar />}>
      <ChannelPageFrame frame="public">
        <PublicChannelBackLink signedIn={signedIn} />
        <ChannelTitle name={page.channel.channelName} />
        <ChannelCardView channel={page.channel} mode={undefined} expanded headingLevel="h2" />
      </ChannelPageFrame>
    </AppFrame>
  );
}

/** The feed's top: its heading, the filters bar's boxes and the first page's cards. */
export function FeedFirstScreen({
  items,
  search,
  now,
  timeZone,
}: {
  items: readonly FeedItem[];
  /** The page address's query: the filters the cards' links keep. */
  search: URLSearchParams;
  now: Date;
  timeZone?: string;
}) {
  const pageSearch = feedFiltersToSearch(parseFeedFilters(search));
  return (
    <AppFrame header={<SiteHeaderBar />}>
      <PageContainer aria-labelledby="reports-title">
        <FeedHeading />
        <FeedFiltersSkeleton />
        {items.length > 0 ? (
          <div className="flex flex-col gap-4">
            <ReportCardList
              items={items}
              reportHref={(id) => feedReportHref(id, pageSearch)}
              onToggleFavourite={nothing}
              now={now}
              timeZone={timeZone}
            />
          </div>
        ) : null}
      </PageContainer>
    </AppFrame>
  );
}
