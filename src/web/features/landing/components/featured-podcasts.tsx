import { AlertTriangle, RefreshCw, Sparkles } from './icons';
import { Button } from '@web/components/ui/button';
import type { LandingPodcasts } from '../hooks/use-landing-podcasts';
import { PodcastCard, PodcastCardSkeleton } from './podcast-card';
import { SectionHeading } from './section-heading';

const gridClasses = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5';

export interface FeaturedPodcastsProps {
  data: LandingPodcasts;
  /** The index the spotlight carousel is showing, highlighted in the grid too. */
  spotlightIndex: number;
  onSignIn: () => void;
  signingIn: boolean;
  channelHref: (creatorId: string) => string;
}

/** docs/product.md#landing-page: the 'Featured Podcasts' grid with its loading, error and empty states. */
export function FeaturedPodcasts({
  data,
  spotlightIndex,
  onSignIn,
  signingIn,
  channelHref,
}: FeaturedPodcastsProps) {
  return (
    <section
      id="featured-podcasts"
      aria-labelledby="featured-podcasts-title"
      className="scroll-mt-20 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="featured-podcasts-title"
          eyebrow="Popular right now"
          title="Featured Podcasts"
          description="The channels listeners subscribe to most. Every new episode becomes a report you can read in 1-2 minutes."
        />
        <div className="mt-10 sm:mt-12">
          {data.status === 'loading' && (
            <div role="status" aria-live="polite">
              <span className="sr-only">Loading podcasts…</span>
              <div className={gridClasses}>
                {Array.from({ length: 10 }, (_, i) => (
                  <PodcastCardSkeleton key={i} />
                ))}
              </div>
            </div>
          )}

          {data.status === 'error' && (
            <div
              role="alert"
              className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-destructive/40 bg-destructive/5 p-8 text-center"
            >
              <AlertTriangle className="size-8 text-destructive" aria-hidden />
              <p className="text-sm font-medium text-foreground">
                Error loading podcasts: {data.error?.message}
              </p>
              <Button variant="outline" onClick={data.retry}>
                <RefreshCw aria-hidden />
                Try again
              </Button>
            </div>
          )}

          {data.status === 'loaded' && data.podcasts.length === 0 && (
            <div className="relative mx-auto flex max-w-2xl flex-col items-center gap-4 overflow-hidden rounded-3xl border border-border bg-card px-6 py-12 text-center sm:px-12">
              <div
                aria-hidden
                className="pointer-events-none absolute inset-x-0 -top-24 h-48 bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--primary)_22%,transparent),transparent)]"
              />
              <span className="relative inline-flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary ring-1 ring-primary/20">
                <Sparkles className="size-7" aria-hidden />
              </span>
              <h3 className="relative text-2xl font-semibold">Quality Content Coming Soon</h3>
              <p className="relative max-w-md text-muted-foreground">
                Creators are setting up their channels right now. Join early and their first reports will be
                waiting for you.
              </p>
              <Button
                variant="cta"
                size="lg"
                className="relative mt-2"
                onClick={onSignIn}
                disabled={signingIn}
              >
                Get Early Access
              </Button>
            </div>
          )}

          {data.status === 'loaded' && data.podcasts.length > 0 && (
            <ul className={gridClasses} aria-label="Featured podcast channels">
              {data.podcasts.map((podcast, index) => (
                <li key={podcast.creator_id}>
                  <PodcastCard
                    podcast={podcast}
                    spotlight={index === spotlightIndex}
                    href={channelHref(podcast.creator_id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
