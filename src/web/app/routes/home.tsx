import { ArrowRight, BookOpenText } from 'lucide-react';
import { Link } from 'react-router';
import { product } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/hooks/use-auth';
import { LandingFooter } from '@web/features/landing/components/landing-footer';
import { Logo } from '../layout/logo';
import { paths } from '../paths';

const footerLinks = [
  { label: 'Pricing', href: paths.pricing() },
  { label: 'Podcast Channels', href: paths.subscriber.podcasts() },
  { label: 'Become a creator', href: paths.onboarding() },
];

/**
 * docs/product.md#pages-and-routes '/home': a home page under the app's header, with the landing page's
 * footer. The original's placeholder words ("Header", "Footer") are not copied: a visitor would read them.
 * Signing in from here returns to the subscriber dashboard (docs/product.md#redirect-after-sign-in).
 */
export default function HomePage() {
  const { status, signIn, signingIn } = useAuth();
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col">
      <section
        aria-labelledby="home-title"
        className="mx-auto flex max-w-5xl flex-1 flex-col items-center justify-center px-4 py-16 text-center sm:px-6"
      >
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary ring-1 ring-primary/20">
          <BookOpenText className="size-7" aria-hidden />
        </span>
        <h1 id="home-title" className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">
          Your podcasts, briefly
        </h1>
        <p className="mt-4 max-w-xl text-lg text-muted-foreground">
          Short reports and key learnings for every episode of the shows you follow, ready in{' '}
          {product.readingMinutesLabel}.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {status === 'signed-in' ? (
            <Button asChild size="lg">
              <Link to={paths.subscriber.dashboard()}>
                Go to your dashboard
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          ) : (
            <Button
              size="lg"
              disabled={signingIn || status === 'loading'}
              onClick={() => signIn({ sourcePage: 'home', returnPath: paths.subscriber.dashboard() })}
            >
              {signingIn ? 'Signing in...' : 'Sign In'}
            </Button>
          )}
          <Button asChild size="lg" variant="outline">
            <Link to={paths.home()}>Learn more</Link>
          </Button>
        </div>
      </section>

      <LandingFooter brand={<Logo />} links={footerLinks} />
    </div>
  );
}
