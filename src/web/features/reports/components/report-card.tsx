// The automatic JSX runtime named here: the server renders this under tsx too (ADR 236).
/* @jsxRuntime automatic */
/* @jsxImportSource react */
import { CheckCircle2, Clock, FileText, Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import type { FeedItem } from '@shared/contract/reports';
import { Avatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { avatarUrl } from '@web/lib/avatar-url';
import { VerifiedBadge } from '@web/components/verified-badge';
import { cn } from '@web/lib/cn';
import { formatMinutes, formatRelativeDate } from '@shared/dates/format';
import { formatTimecode } from '@web/lib/timecode';
import { FavouriteButton } from './favourite-button';

/**
 * One report in the feed: the whole card opens the report; the star toggles the favourite without
 * opening it. Unread reports carry a dot and a stronger title.
 */
export function ReportCard({
  report,
  href,
  onToggleFavourite,
  now,
  timeZone,
}: {
  report: FeedItem;
  href: string;
  onToggleFavourite: (report: FeedItem) => void;
  /** When "2 hours ago" is told from, and the zone of its days: now and the reader's own if not given. */
  now?: Date;
  timeZone?: string;
}) {
  const titleId = `report-${report.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'group relative flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm transition-colors sm:p-5',
        'focus-within:border-ring hover:border-primary/50',
      )}
      data-read={report.isRead}
    >
      <header className="flex items-center gap-3">
        <Avatar
          name={report.channel.channelName}
          src={avatarUrl(report.channel.channelName, report.channel.logoUrl)}
          size="sm"
        />
        <div className="min-w-0 flex-1 text-sm">
          <p className="flex min-w-0 items-center gap-1 font-medium">
            <span className="truncate">{report.channel.channelName}</span>
            {report.channel.isVerified && <VerifiedBadge />}
          </p>
          <p className="text-muted-foreground">
            <time dateTime={report.publishedAt}>{formatRelativeDate(report.publishedAt, now, timeZone)}</time>
          </p>
        </div>
        <FavouriteButton
          isFavourite={report.isFavourite}
          title={report.title}
          onToggle={() => onToggleFavourite(report)}
          className="relative z-10 -mr-2"
        />
      </header>
      <h2
        id={titleId}
        className={cn(
          'text-lg leading-snug tracking-tight text-balance',
          report.isRead ? 'font-medium' : 'font-semibold',
        )}
      >
        <Link
          to={href}
          className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:underline"
        >
          {!report.isRead ? (
            <span
              className="mr-2 inline-block size-2 translate-y-[-2px] rounded-full bg-primary"
              aria-hidden
            />
          ) : null}
          {report.title}
        </Link>
      </h2>
      {report.firstKeyLearning ? (
        <p className="line-clamp-3 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{report.firstKeyLearning.title}</span>
          {report.firstKeyLearning.detail ? ` — ${report.firstKeyLearning.detail}` : null}
        </p>
      ) : null}
      {report.transcriptMatch ? <TranscriptPassage match={report.transcriptMatch} href={href} /> : null}
      <footer className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden />
          {formatMinutes(report.readingTimeSeconds)} read
        </span>
        {report.timeSavedSeconds > 0 ? (
          <span className="inline-flex items-center gap-1">
            <Hourglass className="size-3.5" aria-hidden />
            {formatMinutes(report.timeSavedSeconds)} saved
          </span>
        ) : null}
        {report.isRead ? (
          <Badge variant="muted" className="ml-auto">
            <CheckCircle2 aria-hidden /> Read
          </Badge>
        ) : (
          <span className="sr-only">Unread</span>
        )}
      </footer>
    </article>
  );
}

/** The report page at a moment: the card's link with `t` (docs/product.md: `?t=` opens the transcript there). */
function hrefAt(href: string, seconds: number): string {
  const [path, query = ''] = href.split('?');
  const params = new URLSearchParams(query);
  params.set('t', String(Math.floor(seconds)));
  return `${path}?${params.toString()}`;
}

/**
 * Where a search found its words in the transcript (ADR 208): the passage, its speaker, and its time as a
 * link that opens the report at that moment. Above the card's own link, so it can be followed on its own.
 */
function TranscriptPassage({
  match,
  href,
}: {
  match: NonNullable<FeedItem['transcriptMatch']>;
  href: string;
}) {
  return (
    <figure className="relative z-10 grid gap-1 border-l-2 border-primary/60 pl-3 text-sm">
      <blockquote className="line-clamp-3 text-muted-foreground">
        {match.speaker ? <span className="font-medium text-foreground">{match.speaker}: </span> : null}
        {match.snippet}
      </blockquote>
      <figcaption className="text-xs text-muted-foreground">
        {match.start !== null ? (
          <Link
            to={hrefAt(href, match.start)}
            className="inline-flex items-center gap-1 font-medium text-foreground underline underline-offset-2 hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
          >
            <FileText className="size-3.5" aria-hidden />
            Said at <time dateTime={`PT${Math.floor(match.start)}S`}>{formatTimecode(match.start)}</time>
            <span className="sr-only">, open the transcript there</span>
          </Link>
        ) : (
          <span className="inline-flex items-center gap-1">
            <FileText className="size-3.5" aria-hidden />
            Said in the transcript
          </span>
        )}
      </figcaption>
    </figure>
  );
}

export function ReportCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:p-5" aria-hidden>
      <div className="flex items-center gap-3">
        <div className="size-8 animate-pulse rounded-full bg-muted" />
        <div className="flex-1 space-y-1.5">
          <div className="h-3.5 w-32 animate-pulse rounded bg-muted" />
          <div className="h-3 w-20 animate-pulse rounded bg-muted" />
        </div>
      </div>
      <div className="h-5 w-4/5 animate-pulse rounded bg-muted" />
      <div className="space-y-1.5">
        <div className="h-3.5 w-full animate-pulse rounded bg-muted" />
        <div className="h-3.5 w-2/3 animate-pulse rounded bg-muted" />
      </div>
      <div className="h-3 w-40 animate-pulse rounded bg-muted" />
    </div>
  );
}

/**
 * The feed's cards, props in and markup out: the feed draws them, and the server draws the feed's first
 * screen with them (ADR 236).
 */
export function ReportCardList({
  items,
  reportHref,
  onToggleFavourite,
  now,
  timeZone,
}: {
  items: readonly FeedItem[];
  reportHref: (id: string) => string;
  onToggleFavourite: (report: FeedItem) => void;
  now?: Date;
  timeZone?: string;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Reports">
      {items.map((report) => (
        <li key={report.id} className="flex">
          <div className="flex-1">
            <ReportCard
              report={report}
              href={reportHref(report.id)}
              onToggleFavourite={onToggleFavourite}
              now={now}
              timeZone={timeZone}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
