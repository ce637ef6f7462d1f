import { Users } from './icons';
import type { PopularPodcast } from '@shared/contract/landing';
import { cn } from '@web/lib/cn';
import { formatSubscribers } from '../format-count';
import { ChannelLogo } from './channel-logo';
import { VerifiedMark } from './verified-mark';

export function PodcastCard({
  podcast,
  spotlight = false,
  href,
}: {
  podcast: PopularPodcast;
  spotlight?: boolean;
  /** The channel's public page; the whole card is its link. */
  href: string;
}) {
  return (
    <article
      data-spotlight={spotlight || undefined}
      className={cn(
        'group relative flex h-full flex-col items-center gap-3 rounded-2xl border border-border bg-card p-4 text-center sm:p-5',
        'transition-[border-color,box-shadow,transform] duration-300 motion-safe:hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-lg',
        // The carousel's spotlight tints the card and lifts it; a coloured border or ring is the keyboard
        // focus's look alone, so the spotlit card never looks focused.
        'data-[spotlight]:bg-primary/5 data-[spotlight]:shadow-lg data-[spotlight]:shadow-primary/10',
      )}
    >
      <div className="relative">
        <ChannelLogo
          name={podcast.channel_name}
          logoUrl={podcast.logo_url}
          size={72}
          className="size-16 rounded-2xl ring-1 ring-border sm:size-[72px]"
        />
        {podcast.is_verified && (
          <span className="absolute -right-1.5 -bottom-1.5 rounded-full bg-card p-0.5">
            <VerifiedMark size="md" />
          </span>
        )}
      </div>
      <h3 className="line-clamp-2 min-h-[2lh] text-sm leading-snug font-semibold text-card-foreground sm:text-[0.9375rem]">
        {/* The link's box covers the card, so the whole card opens the channel. */}
        <a
          href={href}
          className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
        >
          {podcast.channel_name}
        </a>
      </h3>
      <p className="mt-auto inline-flex items-center gap-1.5 text-xs text-muted-foreground">
        <Users className="size-3.5" aria-hidden />
        {formatSubscribers(podcast.subscriber_count)}
      </p>
    </article>
  );
}

export function PodcastCardSkeleton() {
  return (
    <div
      aria-hidden
      className="flex h-full flex-col items-center gap-3 rounded-2xl border border-border bg-card p-4 sm:p-5"
    >
      <div className="size-16 animate-pulse rounded-2xl bg-muted sm:size-[72px]" />
      <div className="h-4 w-3/4 animate-pulse rounded bg-muted" />
      <div className="h-3 w-1/2 animate-pulse rounded bg-muted" />
    </div>
  );
}
