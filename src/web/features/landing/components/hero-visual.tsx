import { useState } from 'react';
import { BookOpenText, CheckCircle2, ChevronLeft, ChevronRight, Headphones, Pause, Play } from './icons';
import type { PopularPodcast } from '@shared/contract/landing';
import { cn } from '@web/lib/cn';
import { formatSubscribers } from '../format-count';
import type { CarouselIndex } from '../hooks/use-carousel-index';
import { useSampleReport } from '../hooks/use-sample-report';
import { ChannelLogo } from './channel-logo';
import { VerifiedMark } from './verified-mark';

export interface HeroVisualProps {
  podcasts: PopularPodcast[];
  carousel: CarouselIndex;
  onHoldChange: (hold: boolean) => void;
  loading: boolean;
  /** The public page of a channel (a plain link: the landing document has no router). */
  channelHref: (creatorId: string) => string;
}

const sampleLearnings = [
  'Start smaller than feels useful',
  'Attach new habits to old routines',
  'Track streaks, not perfection',
];

/**
 * The hero's product picture: a live "trending" strip that rotates through the featured channels (the
 * product's 3 s carousel) above the latest report of the channel it shows (ADR 202), or a generic sample
 * while there is no channel.
 */
export function HeroVisual({ podcasts, carousel, onHoldChange, loading, channelHref }: HeroVisualProps) {
  const current = podcasts[carousel.index];
  return (
    <div className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div
        aria-hidden
        className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-linear-to-tr from-primary/25 via-fuchsia-500/15 to-sky-400/20 opacity-80 blur-2xl"
      />
      <div className="rounded-3xl border border-border bg-card/90 p-4 shadow-2xl shadow-black/10 ring-1 ring-white/5 backdrop-blur sm:p-5 dark:shadow-black/40">
        <TrendingStrip
          podcasts={podcasts}
          carousel={carousel}
          onHoldChange={onHoldChange}
          loading={loading}
          channelHref={channelHref}
        />
        <ChannelSample channel={current} listLoading={loading} channelHref={channelHref} />
      </div>
    </div>
  );
}

function TrendingStrip({ podcasts, carousel, onHoldChange, loading }: HeroVisualProps) {
  const [focusInside, setFocusInside] = useState(false);
  const current = podcasts[carousel.index];
  const count = podcasts.length;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Trending channels"
      className="rounded-2xl border border-border bg-background/60 p-3"
      onMouseEnter={() => onHoldChange(true)}
      onMouseLeave={() => onHoldChange(focusInside)}
      onFocus={() => {
        setFocusInside(true);
        onHoldChange(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setFocusInside(false);
          onHoldChange(false);
        }
      }}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <span className="relative flex size-2">
            <span className="absolute inline-flex size-full rounded-full bg-success opacity-60 motion-safe:animate-ping" />
            <span className="relative inline-flex size-2 rounded-full bg-success" />
          </span>
          Trending now
        </p>
        {count > 1 && (
          <div className="flex items-center gap-0.5">
            <IconButton label="Previous channel" onClick={() => carousel.goTo(carousel.index - 1)}>
              <ChevronLeft className="size-4" aria-hidden />
            </IconButton>
            {/* With reduced motion nothing rotates, so there is nothing to pause. */}
            {!carousel.motionBlocked && (
              <IconButton
                label={carousel.paused ? 'Play channel rotation' : 'Pause channel rotation'}
                onClick={() => carousel.setPaused(!carousel.paused)}
              >
                {carousel.paused ? (
                  <Play className="size-3.5" aria-hidden />
                ) : (
                  <Pause className="size-3.5" aria-hidden />
                )}
              </IconButton>
            )}
            <IconButton label="Next channel" onClick={() => carousel.goTo(carousel.index + 1)}>
              <ChevronRight className="size-4" aria-hidden />
            </IconButton>
          </div>
        )}
      </div>

      <div
        className="mt-3 flex min-h-14 items-center gap-3"
        // Announced only when the visitor moved it (Previous / Next), never on the 3 s rotation.
        aria-live={carousel.chosenByVisitor ? 'polite' : 'off'}
        aria-atomic="true"
        role="group"
        aria-roledescription="slide"
        aria-label={current ? `${carousel.index + 1} of ${count}` : 'Trending channel'}
      >
        {current ? (
          <>
            <ChannelLogo
              key={current.creator_id}
              name={current.channel_name}
              logoUrl={current.logo_url}
              size={56}
              eager
              className="size-14 rounded-xl ring-1 ring-border motion-safe:animate-fade-in"
            />
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-1.5 font-semibold text-foreground">
                <span className="truncate">{current.channel_name}</span>
                {current.is_verified && <VerifiedMark />}
              </p>
              <p className="text-sm text-muted-foreground">{formatSubscribers(current.subscriber_count)}</p>
            </div>
            {count > 1 && (
              <span className="hidden shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums min-[400px]:inline">
                {carousel.index + 1} / {count}
              </span>
            )}
          </>
        ) : (
          <>
            <div className={cn('size-14 shrink-0 rounded-xl bg-muted', loading && 'animate-pulse')} />
            <div className="flex-1 space-y-2">
              <p className="font-semibold text-foreground">
                {loading ? <span className="sr-only">Loading…</span> : 'Your favourite shows'}
              </p>
              {loading ? (
                <div aria-hidden className="h-3 w-24 animate-pulse rounded bg-muted" />
              ) : (
                <p className="text-sm text-muted-foreground">New channels are joining every week</p>
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
}

function IconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="inline-flex size-8 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
    >
      {children}
    </button>
  );
}

/** "2 min", "49 min", "1 h 05 min". */
function minutes(seconds: number): string {
  const total = Math.max(1, Math.round(seconds / 60));
  return total < 60
    ? `${total} min`
    : `${Math.floor(total / 60)} h ${String(total % 60).padStart(2, '0')} min`;
}

/**
 * The latest published report of the channel the carousel shows, as much as a visitor may see (title,
 * first key learning, times), with a link to the channel; a placeholder while it loads; the generic
 * sample while there is no channel or its report cannot be had.
 */
function ChannelSample({
  channel,
  listLoading,
  channelHref,
}: {
  channel: PopularPodcast | undefined;
  listLoading: boolean;
  channelHref: (creatorId: string) => string;
}) {
  const sample = useSampleReport(channel?.creator_id);
  if (listLoading || sample.status === 'loading') return <SampleLoading />;
  if (sample.status !== 'loaded' || !channel) return <GenericSample />;
  const { report } = sample;
  const more = report.keyLearningCount - (report.firstKeyLearning ? 1 : 0);
  const readingShare = report.episodeDurationSeconds
    ? Math.min(100, Math.max(3, (report.readingTimeSeconds / report.episodeDurationSeconds) * 100))
    : 100;
  return (
    <figure
      className="mt-4 rounded-2xl border border-border bg-background/60 p-4 motion-safe:animate-fade-in sm:p-5"
      aria-labelledby="landing-sample-title"
    >
      <figcaption className="flex items-center justify-between gap-2">
        <span className="inline-flex min-w-0 items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <BookOpenText className="size-3.5 shrink-0" aria-hidden />
          <span className="truncate">Latest report · {channel.channel_name}</span>
        </span>
        <span className="shrink-0 rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-foreground">
          {minutes(report.readingTimeSeconds)} read
        </span>
      </figcaption>
      <p id="landing-sample-title" className="mt-3 text-lg leading-snug font-semibold text-foreground">
        {report.title}
      </p>
      {report.firstKeyLearning && (
        <>
          <p className="mt-4 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Key learnings
          </p>
          <p className="mt-2 flex items-start gap-2 text-sm text-foreground">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            <span>
              <span className="font-medium">{report.firstKeyLearning.title}</span>
              <span className="mt-0.5 line-clamp-2 block text-muted-foreground">
                {report.firstKeyLearning.detail}
              </span>
            </span>
          </p>
        </>
      )}
      {more > 0 && (
        <p className="mt-2 text-sm text-muted-foreground">
          {more === 1 ? '1 more key learning' : `${more} more key learnings`} for subscribers
        </p>
      )}
      {report.episodeDurationSeconds > 0 && (
        <div className="mt-5 space-y-2 rounded-xl bg-muted/60 p-3">
          <TimeBar
            icon={<Headphones className="size-3.5" aria-hidden />}
            label="Listening"
            value={minutes(report.episodeDurationSeconds)}
            className="bg-muted-foreground/30"
            width="100%"
          />
          <TimeBar
            icon={<BookOpenText className="size-3.5" aria-hidden />}
            label="Reading"
            value={minutes(report.readingTimeSeconds)}
            className="bg-linear-to-r from-primary to-fuchsia-500"
            width={`${readingShare}%`}
          />
        </div>
      )}
      <a
        href={channelHref(channel.creator_id)}
        className="mt-4 inline-flex text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        Read on {channel.channel_name}
      </a>
    </figure>
  );
}

/** The shape of a report while the channel's latest one is on its way. */
function SampleLoading() {
  return (
    <div
      className="mt-4 space-y-3 rounded-2xl border border-border bg-background/60 p-4 sm:p-5"
      aria-busy="true"
    >
      <span className="sr-only">Loading the latest report…</span>
      <div aria-hidden className="h-3 w-32 animate-pulse rounded bg-muted" />
      <div aria-hidden className="h-5 w-4/5 animate-pulse rounded bg-muted" />
      <div aria-hidden className="h-3 w-full animate-pulse rounded bg-muted" />
      <div aria-hidden className="h-3 w-2/3 animate-pulse rounded bg-muted" />
      <div aria-hidden className="mt-5 h-14 w-full animate-pulse rounded-xl bg-muted/60" />
    </div>
  );
}

/** A sample report, marked as one: it shows the product's shape without inventing a real channel's content. */
function GenericSample() {
  return (
    <figure className="mt-4 rounded-2xl border border-border bg-background/60 p-4 sm:p-5">
      <figcaption className="flex items-center justify-between gap-2">
        <span className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <BookOpenText className="size-3.5" aria-hidden />
          Sample report
        </span>
        <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-foreground">
          2 min read
        </span>
      </figcaption>
      <p className="mt-3 text-lg leading-snug font-semibold text-foreground">Why small habits compound</p>
      <p className="mt-2 text-sm leading-6 text-muted-foreground">
        The whole 58-minute conversation in a few paragraphs: the argument, the evidence, and what to try this
        week.
      </p>
      <p className="mt-4 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Key learnings
      </p>
      <ul className="mt-2 space-y-2">
        {sampleLearnings.map((learning) => (
          <li key={learning} className="flex items-start gap-2 text-sm text-foreground">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            {learning}
          </li>
        ))}
      </ul>
      <div className="mt-5 space-y-2 rounded-xl bg-muted/60 p-3">
        <TimeBar
          icon={<Headphones className="size-3.5" aria-hidden />}
          label="Listening"
          value="58 min"
          className="bg-muted-foreground/30"
          width="100%"
        />
        <TimeBar
          icon={<BookOpenText className="size-3.5" aria-hidden />}
          label="Reading"
          value="2 min"
          className="bg-linear-to-r from-primary to-fuchsia-500"
          width="8%"
        />
      </div>
    </figure>
  );
}

function TimeBar({
  icon,
  label,
  value,
  className,
  width,
}: {
  icon: React.ReactNode;
  label: string;
  value: string;
  className: string;
  /** The bar's length: a share of the listening time. */
  width: string;
}) {
  return (
    <div className="grid grid-cols-[5.5rem_1fr_auto] items-center gap-2 text-xs">
      <span className="inline-flex items-center gap-1.5 text-muted-foreground">
        {icon}
        {label}
      </span>
      <span aria-hidden className="h-2 overflow-hidden rounded-full bg-background">
        <span className={cn('block h-full rounded-full', className)} style={{ width }} />
      </span>
      <span className="min-w-12 text-right font-semibold whitespace-nowrap text-foreground tabular-nums">
        {value}
      </span>
    </div>
  );
}
