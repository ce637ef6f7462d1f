// The automatic JSX runtime named here: the server renders these under tsx too (ADR 236).
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import type { ReactNode, Ref } from 'react';
import { ArrowLeft, BadgeCheck, CalendarDays, Clock, Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import type { FullReport } from '@shared/contract/reports';
import { formatLongDate, formatMinutes } from '@shared/dates/format';
import { Avatar } from '@web/components/ui/avatar';
import { PageContainer } from '@web/components/ui/page-container';
import { avatarUrl } from '@web/lib/avatar-url';

/**
 * The top of the report page, props in and markup out: the page draws it, and the server draws a
 * document's first screen from the same parts (ADR 236). `timeZone` is the reader's unless given.
 */

/** The way back to the feed, above every state of the report page. */
export function ReportBackLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden /> All reports
    </Link>
  );
}

/** The reading column of a report a reader may read: the way back, then the report as one article. */
export function ReportLayout({
  backHref,
  before,
  after,
  articleRef,
  children,
}: {
  backHref: string;
  /** What sits before the way back (the reading progress bar, fixed at the top). */
  before?: ReactNode;
  /** What follows the article (the transcript, the episode, notes, previous / next). */
  after?: ReactNode;
  articleRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <PageContainer as="div" measure="reading" gap={8}>
      {before}
      <ReportBackLink to={backHref} />
      <article ref={articleRef} aria-labelledby="report-title" className="flex flex-col gap-8">
        {children}
      </article>
      {after}
    </PageContainer>
  );
}

function Meta({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="inline-flex items-center gap-1.5 [&_svg]:size-4">
      {icon}
      <dt className="sr-only">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The report's header: channel, title, date, reading time and time saved; `children` follow them. */
export function ReportHeader({
  report,
  timeZone,
  children,
}: {
  report: FullReport;
  timeZone?: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <Avatar
          name={report.channel.channelName}
          src={avatarUrl(report.channel.channelName, report.channel.logoUrl)}
          size="md"
        />
        <div className="min-w-0 text-sm">
          <p className="flex items-center gap-1 font-medium">
            <span className="truncate">{report.channel.channelName}</span>
            {report.channel.isVerified ? (
              <BadgeCheck className="size-4 text-primary" aria-label="Verified channel" />
            ) : null}
          </p>
          <p className="text-muted-foreground">{report.channel.creatorName}</p>
        </div>
      </div>
      <h1
        id="report-title"
        className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl"
      >
        {report.title}
      </h1>
      <dl className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
        <Meta icon={<CalendarDays aria-hidden />} label="Published">
          <time dateTime={report.publishedAt}>{formatLongDate(report.publishedAt, timeZone)}</time>
        </Meta>
        <Meta icon={<Clock aria-hidden />} label="Reading time">
          {formatMinutes(report.readingTimeSeconds)} read
        </Meta>
        {report.timeSavedSeconds > 0 ? (
          <Meta icon={<Hourglass aria-hidden />} label="Time saved">
            {formatMinutes(report.timeSavedSeconds)} saved
          </Meta>
        ) : null}
      </dl>
      {children}
    </header>
  );
}

/** The summary's section: its heading, then the summary as `children`. */
export function ReportSummarySection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="summary-heading">
      <h2
        id="summary-heading"
        className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        Summary
      </h2>
      {children}
    </section>
  );
}
