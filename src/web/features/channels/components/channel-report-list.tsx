import { Link } from 'react-router';
import { Clock, Lock } from 'lucide-react';
import type { ChannelReport, ChannelReportPage } from '@shared/contract/channels';
import { formatLongDate } from '@shared/dates/format';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useChannelReports } from '../api/get-channel-reports';

function minutes(seconds: number): string {
  return `${Math.max(1, Math.round(seconds / 60))} min`;
}

function ReportItem({ report, reportHref }: { report: ChannelReport; reportHref: (id: string) => string }) {
  const published = <time dateTime={report.publishedAt}>{formatLongDate(report.publishedAt)}</time>;
  if (report.locked) {
    return (
      <Card className="h-full gap-2 p-5" data-testid="report-teaser">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-semibold">{report.title}</h3>
          <Lock
            className="mt-0.5 size-4 shrink-0 text-muted-foreground"
            aria-label="Subscribers only"
            role="img"
          />
        </div>
        <p className="text-xs text-muted-foreground">{published}</p>
        {report.firstKeyLearning && (
          <div className="mt-1 rounded-lg bg-muted p-3 text-sm">
            <p className="font-medium">{report.firstKeyLearning.title}</p>
            <p className="text-muted-foreground">{report.firstKeyLearning.detail}</p>
          </div>
        )}
        <p className="text-xs text-muted-foreground">
          Subscribe to read the full report and every key learning.
        </p>
      </Card>
    );
  }
  return (
    <Card className="h-full gap-2 p-5" data-testid="report-card">
      <h3 className="font-semibold">
        <Link
          to={reportHref(report.id)}
          className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {report.title}
        </Link>
      </h3>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {published}
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden />
          {minutes(report.readingTimeSeconds)} read
        </span>
        {report.episodeDurationSeconds > report.readingTimeSeconds && (
          <span>saves {minutes(report.episodeDurationSeconds - report.readingTimeSeconds)}</span>
        )}
      </p>
      {report.summaryExcerpt && <p className="text-sm text-muted-foreground">{report.summaryExcerpt}</p>}
      {report.keyLearnings.length > 0 && (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
          {report.keyLearnings.slice(0, 3).map((k) => (
            <li key={k.title}>{k.title}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** A channel's published reports: full cards for readers with access, teasers for everyone else. */
export function ChannelReportList({
  creatorId,
  firstPage,
  reportHref,
}: {
  creatorId: string;
  firstPage: ChannelReportPage;
  reportHref: (id: string) => string;
}) {
  const query = useChannelReports(creatorId, firstPage);
  const reports = query.data?.pages.flatMap((p) => p.items) ?? firstPage.items;
  if (reports.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        No reports published yet.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-4 md:grid-cols-2">
        {reports.map((report) => (
          <li key={report.id}>
            <ReportItem report={report} reportHref={reportHref} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage && <Spinner size="sm" label="Loading more reports" />}
            Show more reports
          </Button>
        </div>
      )}
    </div>
  );
}
