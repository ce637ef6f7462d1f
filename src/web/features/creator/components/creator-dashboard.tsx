import { Link } from 'react-router';
import { AlertCircle, BookOpen, FileText, Heart, RefreshCw, UserMinus, Users } from 'lucide-react';
import type { CreatorReportStats } from '@shared/contract/creator';
import { formatShortDate } from '@shared/dates/format';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCreatorDashboard } from '../api/get-creator-dashboard';
import { useCreatorSettings } from '../api/get-creator-settings';
import { isNotCreator } from '../lib/not-creator';
import { NotCreatorNotice } from './not-creator-notice';
import { StatCard } from './stat-card';
import { SubscribersChart } from './subscribers-chart';

export interface CreatorDashboardLinks {
  onboarding: string;
  settings: string;
  reports: string;
  inviteLinks: string;
  report: (reportId: string) => string;
}

/** The creator dashboard: subscribers, reports, reads and favourites, and subscribers over time. */
export function CreatorDashboardView({ links }: { links: CreatorDashboardLinks }) {
  const dashboard = useCreatorDashboard();
  const settings = useCreatorSettings();

  if (dashboard.isError && isNotCreator(dashboard.error))
    return <NotCreatorNotice onboardingHref={links.onboarding} />;
  if (dashboard.isPending) {
    return (
      <div className="grid gap-6" aria-busy="true" aria-label="Loading dashboard">
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} rounded="xl" className="h-28" />
          ))}
        </div>
        <Skeleton rounded="xl" className="h-72" />
      </div>
    );
  }
  if (dashboard.isError) {
    return (
      <Card role="alert">
        <CardContent className="flex flex-wrap items-center gap-3">
          <AlertCircle className="size-5 text-destructive" aria-hidden />
          <span>Could not load your dashboard. {dashboard.error.message}</span>
          <Button variant="outline" size="sm" onClick={() => void dashboard.refetch()}>
            <RefreshCw aria-hidden />
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }

  const data = dashboard.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      {settings.isSuccess && settings.data === null && (
        <Card variant="outline">
          <CardContent className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="font-medium">Your channel is not set up yet</p>
              <p className="text-sm text-muted-foreground">
                Give it a name so listeners can find and subscribe to it.
              </p>
            </div>
            <Link to={links.settings} className={buttonClasses()}>
              Set up channel
            </Link>
          </CardContent>
        </Card>
      )}

      <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        <StatCard label="Active subscribers" value={data.subscribers.active} icon={Users} />
        <StatCard label="Canceled this month" value={data.subscribers.canceledThisMonth} icon={UserMinus} />
        <StatCard label="Reports published" value={data.reportsPublished} icon={FileText} />
        <StatCard label="Reads" value={data.totalReads} icon={BookOpen} />
        <StatCard label="Favourites" value={data.totalFavourites} icon={Heart} />
      </div>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Subscribers over time</CardTitle>
          <CardDescription>
            Subscribers with access at the end of each week, for the last 12 weeks.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SubscribersChart points={data.subscribersOverTime} />
        </CardContent>
      </Card>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Most read</CardTitle>
          </CardHeader>
          <CardContent>
            {data.mostRead.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No reads yet. Share an invite link to bring in your first listeners.
              </p>
            ) : (
              <ol className="grid grid-cols-1 gap-3">
                {data.mostRead.map((report, index) => (
                  <li key={report.reportId} className="flex items-center gap-3">
                    <span
                      aria-hidden
                      className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold"
                    >
                      {index + 1}
                    </span>
                    <Link
                      to={links.report(report.reportId)}
                      className="min-w-0 flex-1 truncate text-sm font-medium hover:underline"
                    >
                      {report.title}
                    </Link>
                    <span className="text-sm whitespace-nowrap text-muted-foreground tabular-nums">
                      {report.reads} {report.reads === 1 ? 'read' : 'reads'}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
        <ReportStatsTable reports={data.reports} links={links} />
      </div>
    </div>
  );
}

function ReportStatsTable({
  reports,
  links,
}: {
  reports: CreatorReportStats[];
  links: CreatorDashboardLinks;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Published reports</CardTitle>
        <CardDescription>Reads and favourites of your latest reports.</CardDescription>
      </CardHeader>
      <CardContent>
        {reports.length === 0 ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">You have not published a report yet.</p>
            <Link to={links.reports} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              Create a report
            </Link>
          </div>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-border text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Report
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
                    Published
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Reads
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Favourites
                  </th>
                </tr>
              </thead>
              <tbody>
                {reports.map((report) => (
                  <tr key={report.reportId} className="border-b border-border last:border-0">
                    <td className="max-w-0 py-2.5 pr-3">
                      <Link
                        to={links.report(report.reportId)}
                        className="block truncate font-medium hover:underline"
                      >
                        {report.title}
                      </Link>
                    </td>
                    <td className="hidden py-2.5 pr-3 whitespace-nowrap text-muted-foreground sm:table-cell">
                      {report.publishedAt ? formatShortDate(report.publishedAt) : '—'}
                    </td>
                    <td className="py-2.5 pr-3 text-right tabular-nums">{report.reads}</td>
                    <td className="py-2.5 text-right tabular-nums">{report.favourites}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
