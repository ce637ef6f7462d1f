import { lazy, Suspense, useMemo, useState } from 'react';
import { PageContainer } from '@web/components/ui/page-container';
import { AlertTriangle } from 'lucide-react';
import { Link, useParams, useSearchParams, type Params } from 'react-router';
import { reportMessages } from '@shared/contract/reading';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAuth } from '@web/features/auth/hooks/use-auth';
import { whenSignedIn } from '@web/features/auth/lib/when-signed-in';
import { useDocumentTitle } from '@web/hooks/use-document-title';
import { queryClient } from '@web/lib/query-client';
import { useNeighbours } from '@web/features/reports/api/get-neighbours';
import { reportQueryOptions, useReport } from '@web/features/reports/api/get-report';
import { ReportBackLink } from '@web/features/reports/components/report-page-parts';
import { ReportNeighboursNav } from '@web/features/reports/components/report-neighbours-nav';
import { ReportView } from '@web/features/reports/components/report-view';
import { plainReportText, ReportTextContext, type ReportText } from '@web/features/reports/lib/report-text';
import { feedFiltersToSearch, parseFeedFilters } from '@web/features/reports/lib/feed-filters';
import { paths } from '../../paths';

const ReportTeaserPage = lazy(() => import('./report-teaser-page'));
const ReportNotes = lazy(() => import('./report-notes'));
// Saved highlights and the highlight action load after the report's first render (issue 41).
const HighlightsOnReport = lazy(() => import('@web/features/highlights/components/reader-highlights'));

/** The report is asked for the moment the session check (already under way) finds a user. */
export function prefetch({ params }: { params: Params }): void {
  const { reportId } = params;
  if (reportId) whenSignedIn(() => queryClient.prefetchQuery(reportQueryOptions(reportId)));
}

/**
 * /subscriber/reports/{id}: the report for readers with access (with notes and previous / next in the
 * feed order they came from, kept in the query), the teaser and Subscribe for everyone else.
 */
export default function ReportDetailPage() {
  const { reportId = '' } = useParams();
  const [params] = useSearchParams();
  const filters = useMemo(() => parseFeedFilters(params), [params]);
  const search = feedFiltersToSearch(filters);
  const withFilters = (path: string) => `${path}${search ? `?${search}` : ''}`;
  const report = useReport(reportId);
  const { user } = useAuth();
  const neighbours = useNeighbours(reportId, filters, report.data?.access === 'full');
  const backHref = paths.reports.list(search);

  useDocumentTitle(report.data?.title);

  if (report.isPending) return <ReportSkeleton />;

  if (report.isError) {
    return (
      <PageContainer as="div" measure="reading">
        <ReportBackLink to={backHref} />
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card px-6 py-12 text-center"
        >
          <AlertTriangle className="size-8 text-destructive" aria-hidden />
          <h1 className="text-lg font-semibold">{reportMessages.notFound}</h1>
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => void report.refetch()}>
              Try again
            </Button>
            <Button asChild>
              <Link to={backHref}>Back to reports</Link>
            </Button>
          </div>
        </div>
      </PageContainer>
    );
  }

  const data = report.data;
  if (data.access === 'teaser') {
    return (
      <Suspense fallback={<ReportSkeleton />}>
        <ReportTeaserPage teaser={data} backHref={backHref} />
      </Suspense>
    );
  }

  return (
    <ReaderHighlights reportId={data.id} userId={user?.id ?? null}>
      <ReportView
        key={data.id}
        report={data}
        backHref={backHref}
        notes={
          user ? (
            <Suspense fallback={<Skeleton rounded="xl" className="h-56 w-full" />}>
              <ReportNotes reportId={data.id} userId={user.id} />
            </Suspense>
          ) : null
        }
        navigation={
          <ReportNeighboursNav
            neighbours={neighbours.data}
            hrefFor={(id) => withFilters(paths.reports.detail(id))}
          />
        }
      />
    </ReaderHighlights>
  );
}

/**
 * The reader's highlights on the report (issue 27): saved ones marked in its text, and the action that
 * highlights a selection. Without a signed-in user the report renders as it is.
 */
function ReaderHighlights({
  reportId,
  userId,
  children,
}: {
  reportId: string;
  userId: string | null;
  children: React.ReactNode;
}) {
  if (!userId) return children;
  return (
    <WithHighlights reportId={reportId} userId={userId}>
      {children}
    </WithHighlights>
  );
}

function WithHighlights({
  reportId,
  userId,
  children,
}: {
  reportId: string;
  userId: string;
  children: React.ReactNode;
}) {
  // The report renders at once with plain text; the highlights module swaps in the marking text when it
  // is in. Only the value changes, so the report below is never remounted.
  const [text, setText] = useState<ReportText>(plainReportText);
  return (
    <ReportTextContext value={text}>
      {children}
      <Suspense fallback={null}>
        <HighlightsOnReport reportId={reportId} userId={userId} onText={setText} />
      </Suspense>
    </ReportTextContext>
  );
}

function ReportSkeleton() {
  return (
    <PageContainer as="div" measure="reading" gap={4} aria-busy="true" aria-label="Loading report">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="mt-4 h-40 w-full" />
      <Skeleton className="h-24 w-full" />
    </PageContainer>
  );
}
