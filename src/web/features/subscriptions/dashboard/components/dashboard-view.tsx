import type { ReactNode } from 'react';
import { BookOpenCheck, CalendarCheck, Flame, Hourglass, Star, AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import type { Dashboard } from '@shared/contract/dashboard';
import { formatDateTime } from '@shared/dates/format';
import { Avatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { avatarUrl } from '@web/lib/avatar-url';
import { useDashboard } from '../api/get-dashboard';
import { ReadsChart } from './reads-chart';

export interface DashboardLinks {
  reports: string;
  podcasts: string;
  report: (id: string) => string;
  channelReports: (creatorId: string) => string;
}

/** Hours and minutes saved, e.g. "12 h 40 min". */
function formatSaved(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `${hours.toLocaleString('en-US')} h ${String(minutes % 60).padStart(2, '0')} min`;
}

const activityVerb = { read: 'Read', favourite: 'Added to favourites', note: 'Wrote a note on' } as const;

/** The reader's statistics: counts, streak, time saved, favourites, unread per channel, activity, chart. */
export function DashboardView({ links }: { links: DashboardLinks }) {
  const dashboard = useDashboard();

  if (dashboard.isPending) {
    return (
      <div
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5"
        aria-busy="true"
        aria-label="Loading your dashboard"
      >
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
        <Skeleton className="h-56 sm:col-span-2 lg:col-span-3" />
        <Skeleton className="h-56 sm:col-span-2 lg:col-span-2" />
      </div>
    );
  }
  if (dashboard.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/5 px-6 py-10 text-center"
      >
        <AlertTriangle className="size-8 text-destructive" aria-hidden />
        <p className="font-semibold">Your dashboard could not be loaded.</p>
        <p className="text-sm text-muted-foreground">{dashboard.error.message}</p>
        <Button variant="outline" onClick={() => void dashboard.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const d: Dashboard = dashboard.data;
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <Stat icon={<CalendarCheck aria-hidden />} label="Read this week" value={d.readThisWeek} />
        <Stat icon={<BookOpenCheck aria-hidden />} label="Read this month" value={d.readThisMonth} />
        <Stat
          icon={<Flame aria-hidden />}
          label="Reading streak"
          value={`${d.readingStreakDays} ${d.readingStreakDays === 1 ? 'day' : 'days'}`}
        />
        <Stat
          icon={<Hourglass aria-hidden />}
          label="Time saved"
          value={formatSaved(d.totalTimeSavedSeconds)}
          hint={`over ${d.totalReadCount} reports read`}
        />
        <Stat
          icon={<Star aria-hidden />}
          label="Favourites"
          value={d.favouritesCount}
          className="col-span-2 lg:col-span-1"
        />
      </dl>

      <div className="grid gap-4 lg:grid-cols-5">
        <section
          aria-labelledby="chart-heading"
          className="rounded-xl border border-border bg-card p-5 lg:col-span-3"
        >
          <h2 id="chart-heading" className="mb-3 font-semibold">
            Your reading
          </h2>
          {d.totalReadCount === 0 ? (
            <p className="text-sm text-muted-foreground">
              Nothing read yet.{' '}
              <Link to={links.reports} className="font-medium text-primary hover:underline">
                Open your reports
              </Link>{' '}
              — each takes 1-2 minutes.
            </p>
          ) : (
            <ReadsChart weeks={d.readsPerWeek} />
          )}
        </section>
        <section
          aria-labelledby="unread-heading"
          className="rounded-xl border border-border bg-card p-5 lg:col-span-2"
        >
          <h2 id="unread-heading" className="mb-3 font-semibold">
            Unread by channel
          </h2>
          {d.unreadByChannel.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              You follow no channel yet.{' '}
              <Link to={links.podcasts} className="font-medium text-primary hover:underline">
                Browse Podcast Channels
              </Link>
            </p>
          ) : (
            <ul className="flex flex-col gap-1">
              {d.unreadByChannel.map((channel) => (
                <li key={channel.creatorId}>
                  <Link
                    to={links.channelReports(channel.creatorId)}
                    className="flex items-center gap-3 rounded-lg p-2 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <Avatar
                      name={channel.channelName}
                      src={avatarUrl(channel.channelName, channel.logoUrl)}
                      size="sm"
                    />
                    <span className="min-w-0 flex-1 truncate text-sm font-medium">{channel.channelName}</span>
                    <Badge variant={channel.unreadCount > 0 ? 'default' : 'muted'}>
                      {channel.unreadCount} unread
                    </Badge>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="activity-heading" className="rounded-xl border border-border bg-card p-5">
        <h2 id="activity-heading" className="mb-3 font-semibold">
          Recent activity
        </h2>
        {d.recentActivity.length === 0 ? (
          <p className="text-sm text-muted-foreground">Your reads, favourites and notes will show up here.</p>
        ) : (
          <ol className="flex flex-col divide-y divide-border">
            {d.recentActivity.map((item) => (
              <li
                key={`${item.kind}-${item.reportId}-${item.at}`}
                className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:items-center sm:gap-3"
              >
                <span className="text-xs text-muted-foreground sm:w-36">
                  <time dateTime={item.at}>{formatDateTime(item.at)}</time>
                </span>
                <span className="min-w-0 text-sm">
                  {activityVerb[item.kind]}{' '}
                  <Link to={links.report(item.reportId)} className="font-medium hover:underline">
                    {item.reportTitle}
                  </Link>{' '}
                  <span className="text-muted-foreground">· {item.channelName}</span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function Stat({
  icon,
  label,
  value,
  hint,
  className,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  hint?: string;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-1 rounded-xl border border-border bg-card p-4 ${className ?? ''}`}>
      <dt className="flex items-center gap-2 text-sm text-muted-foreground [&_svg]:size-4 [&_svg]:text-primary">
        {icon}
        {label}
      </dt>
      <dd className="text-2xl font-bold tracking-tight">{value}</dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}
