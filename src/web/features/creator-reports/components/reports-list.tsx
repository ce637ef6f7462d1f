import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, FileText, FileWarning, Plus, Rss } from 'lucide-react';
import {
  reportStatuses,
  type CreatorReport,
  type CreatorReportSummary,
  type ReportStatus,
} from '@shared/contract/creator-reports';
import { formatShortDate } from '@shared/dates/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-error';
import { cn } from '@web/lib/cn';
import { useCreatorReports } from '../api/get-creator-reports';
import { useGenerationBadge } from '../hooks/use-generation-badge';
import { humanDuration } from '../lib/duration';
import { statusLabels } from '../lib/report-status';
import { AddEpisodeDialog } from './add-episode-dialog';
import { GenerationProgress } from './generation-progress';
import { ReportStatusBadge } from './report-status-badge';

export interface ReportsListProps {
  /** Filter from the URL (?status=), so a filtered list can be shared and reloaded. */
  status: ReportStatus | undefined;
  onStatusChange: (status: ReportStatus | undefined) => void;
  reportHref: (id: string) => string;
  onCreated: (report: CreatorReport) => void;
  /** What to show a signed-in user who is not a creator yet. */
  notCreator: ReactNode;
}

/** The creator's episodes and reports with their status; generating ones show live progress. */
export function ReportsList({ status, onStatusChange, reportHref, onCreated, notCreator }: ReportsListProps) {
  const [adding, setAdding] = useState(false);
  const query = useCreatorReports(status);
  const reports = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  useGenerationBadge(reports);

  if (query.error instanceof ApiError && query.error.code === 'creator_required') return <>{notCreator}</>;

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <StatusFilter status={status} onChange={onStatusChange} />
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden /> Add episode
        </Button>
      </div>

      {query.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading reports">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} rounded="xl" className="h-20 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-3">
            <p role="alert" className="flex items-center gap-2 font-medium">
              <AlertTriangle className="size-5 text-destructive" aria-hidden /> Failed to retrieve reports
              from database.
            </p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : reports.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
            <FileText className="size-10 text-muted-foreground" aria-hidden />
            <p className="text-lg font-semibold">
              {status ? `No ${statusLabels[status].toLowerCase()} reports` : 'No episodes yet'}
            </p>
            <p className="max-w-md text-sm text-muted-foreground">
              Add an episode with its transcript — pasted, uploaded or from your RSS feed — and Podbrief
              drafts the report for you.
            </p>
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden /> Add episode
            </Button>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-3" aria-label="Reports">
          {reports.map((report) => (
            <ReportRow key={report.id} report={report} href={reportHref(report.id)} />
          ))}
        </ul>
      )}

      {query.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage && <Spinner size="sm" label="Loading more reports" />}
          Load more
        </Button>
      )}

      <AddEpisodeDialog
        open={adding}
        onOpenChange={setAdding}
        onCreated={(report) => {
          setAdding(false);
          onCreated(report);
        }}
      />
    </div>
  );
}

function ReportRow({ report, href }: { report: CreatorReportSummary; href: string }) {
  const { episode } = report;
  // The episode's own date leads, as the list is ordered by it (ADR 230): an imported back catalogue is
  // dated when each episode came out, not the day of the import. Without one, the day it was added.
  const meta = [
    episode.number !== null ? `Episode ${episode.number}` : null,
    episode.publishedAt ? `Released ${formatShortDate(episode.publishedAt)}` : null,
    episode.durationSeconds ? humanDuration(episode.durationSeconds) : null,
    report.publishedAt
      ? `Report published ${formatShortDate(report.publishedAt)}`
      : episode.publishedAt
        ? null
        : `Added ${formatShortDate(report.createdAt)}`,
  ].filter(Boolean);
  return (
    <li>
      <Card className="relative transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-accent/40">
        <div className="grid gap-2 p-4 sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 className="min-w-0 flex-1 text-base font-semibold">
              <Link to={href} className="after:absolute after:inset-0 focus:outline-none">
                {report.title}
              </Link>
            </h2>
            <ReportStatusBadge status={report.status} />
          </div>
          <p className="text-sm text-muted-foreground">{meta.join(' · ')}</p>
          {(report.fromFeed || report.needsTranscript) && (
            <div className="flex flex-wrap gap-1.5">
              {report.fromFeed && (
                <Badge variant="muted">
                  <Rss aria-hidden /> From your feed
                </Badge>
              )}
              {report.needsTranscript && (
                <Badge variant="warning">
                  <FileWarning aria-hidden /> Needs a transcript
                </Badge>
              )}
            </div>
          )}
          {report.status === 'ready' && report.generation.error && (
            <p className="text-sm text-muted-foreground">{report.generation.error}</p>
          )}
          {report.status === 'generating' && (
            <GenerationProgress
              progress={report.generation.progress}
              error={report.generation.error}
              compact
            />
          )}
          {report.status === 'failed' && report.generation.error && (
            <p className="text-sm text-destructive">{report.generation.error}</p>
          )}
        </div>
      </Card>
    </li>
  );
}

/** Status filter as pressed/unpressed buttons: it filters one list, so it is not a set of tabs with panels. */
function StatusFilter({
  status,
  onChange,
}: {
  status: ReportStatus | undefined;
  onChange: (status: ReportStatus | undefined) => void;
}) {
  const options: { value: ReportStatus | undefined; label: string }[] = [
    { value: undefined, label: 'All' },
    ...reportStatuses.map((s) => ({ value: s, label: statusLabels[s] })),
  ];
  return (
    <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
      {options.map((option) => {
        const pressed = option.value === status;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={cn(
              'h-8 rounded-md px-3 text-sm font-medium transition-colors hover:text-foreground',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              pressed ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
