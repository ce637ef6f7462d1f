import { useState, type ReactNode } from 'react';
import { useCarouselIndex } from '../hooks/use-carousel-index';
import { useLandingPodcasts } from '../hooks/use-landing-podcasts';
import { FeatureGrid } from './feature-grid';
import { FeaturedPodcasts } from './featured-podcasts';
import { HeroSection } from './hero-section';
import { HeroVisual } from './hero-visual';
import { LandingFooter } from './landing-footer';
import { PlatformPreview } from './platform-preview';
import { StartFreeCta } from './start-free-cta';
import { StatsBand } from './stats-band';

export interface LandingPageProps {
  /** Starts Google sign-in (tagged with the landing page as its source). */
  onSignIn: () => void;
  signingIn: boolean;
  brand: ReactNode;
  /** The public page of a featured channel (a plain link: the landing document has no router). */
  channelHref: (creatorId: string) => string;
}

const footerLinks = [
  { label: 'Featured podcasts', href: '#featured-podcasts' },
  { label: 'How it works', href: '#how-it-works' },
  // What listeners and creators pay (ADR 216); the creator plans are reached from the studio.
  { label: 'Pricing', href: '/pricing' },
  // Signing in first when needed: the page asks for it and comes back.
  { label: 'Become a creator', href: '/onboarding' },
];

/** docs/product.md#landing-page, for anonymous visitors. */
export function LandingPage({ onSignIn, signingIn, brand, channelHref }: LandingPageProps) {
  const data = useLandingPodcasts();
  const [hold, setHold] = useState(false);
  const carousel = useCarouselIndex(data.podcasts.length, { hold });

  return (
    <div className="overflow-x-clip">
      <HeroSection
        onSignIn={onSignIn}
        signingIn={signingIn}
        visual={
          <HeroVisual
            podcasts={data.podcasts}
            carousel={carousel}
            onHoldChange={setHold}
            loading={data.status === 'loading'}
            channelHref={channelHref}
          />
        }
      />
      <StatsBand stats={data.stats} />
      <FeaturedPodcasts
        data={data}
        spotlightIndex={carousel.index}
        onSignIn={onSignIn}
        signingIn={signingIn}
        channelHref={channelHref}
      />
      <PlatformPreview onSignIn={onSignIn} signingIn={signingIn} />
      <FeatureGrid />
      <StartFreeCta onSignIn={onSignIn} signingIn={signingIn} />
      <LandingFooter brand={brand} links={footerLinks} />
    </div>
  );
}
