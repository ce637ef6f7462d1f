import { ArrowRight, Check, Sparkles, Timer } from './icons';
import { product } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import type { ReactNode } from 'react';
import { usePaymentsModePlain } from '@web/lib/payments-mode-plain';
import { freeStartCopy } from '@web/lib/pricing-copy';

export interface HeroSectionProps {
  onSignIn: () => void;
  signingIn: boolean;
  /** The product visual on the right (below on phones). */
  visual: ReactNode;
}

export function HeroSection({ onSignIn, signingIn, visual }: HeroSectionProps) {
  const promises = [
    freeStartCopy(usePaymentsModePlain()).promise,
    'No card needed',
    `Up to ${product.freeTrialCreatorLimit} podcasts in your trial`,
  ];
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <HeroBackdrop />
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:grid-cols-[1.15fr_0.85fr] lg:gap-14 lg:px-8 lg:pt-24">
        <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
          <div className="flex flex-wrap items-center justify-center gap-2 lg:justify-start">
            <span className="inline-flex items-center gap-1.5 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-semibold text-foreground sm:text-sm">
              <Sparkles className="size-3.5 text-primary" aria-hidden />
              AI Powered Podcast Platform
            </span>
            <span className="inline-flex items-center gap-1.5 rounded-full border border-success/30 bg-success/10 px-3 py-1 text-xs font-semibold text-foreground sm:text-sm">
              <Timer className="size-3.5 text-success" aria-hidden />
              {product.claimedTimeSavedPercent}% Time Saved
            </span>
          </div>

          <h1
            id="hero-title"
            className="mt-6 max-w-3xl text-[2.5rem] leading-[1.05] font-extrabold tracking-[-0.035em] text-foreground sm:text-6xl lg:text-[3.5rem] xl:text-[3.75rem]"
          >
            Welcome to the{' '}
            <span className="bg-linear-to-r from-primary via-fuchsia-600 to-sky-600 bg-clip-text text-transparent dark:via-fuchsia-400 dark:to-sky-300">
              New Generation
            </span>{' '}
            of Podcast Platform
          </h1>

          <p className="mt-6 max-w-xl text-lg leading-8 text-muted-foreground sm:text-xl sm:leading-9">
            Podbrief turns every episode into a short report with its key learnings. Read an hour-long podcast
            in {product.readingMinutesLabel} and keep what matters.
          </p>

          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button variant="cta" size="xl" onClick={onSignIn} disabled={signingIn}>
              Start Free
              <ArrowRight aria-hidden />
            </Button>
            <Button asChild variant="outline" size="xl">
              <a href="#how-it-works">See how it works</a>
            </Button>
          </div>

          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground lg:justify-start">
            {promises.map((promise) => (
              <li key={promise} className="inline-flex items-center gap-1.5">
                <Check className="size-4 text-success" aria-hidden />
                {promise}
              </li>
            ))}
          </ul>
        </div>

        <div className="relative w-full">{visual}</div>
      </div>
    </section>
  );
}

/** Soft colour fields and a faint grid that fades out: depth without images or blur filters. */
function HeroBackdrop() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute top-[-14rem] left-1/2 h-[40rem] w-[72rem] -translate-x-1/2 bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--primary)_30%,transparent),transparent)]" />
      <div className="absolute top-32 right-[-12rem] h-[30rem] w-[30rem] bg-[radial-gradient(closest-side,rgb(217_70_239/0.16),transparent)]" />
      <div className="absolute top-[26rem] left-[-14rem] h-[28rem] w-[28rem] bg-[radial-gradient(closest-side,rgb(56_189_248/0.12),transparent)]" />
      <div className="absolute inset-0 [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,black,transparent)] bg-[linear-gradient(to_right,color-mix(in_srgb,var(--border)_70%,transparent)_1px,transparent_1px),linear-gradient(to_bottom,color-mix(in_srgb,var(--border)_70%,transparent)_1px,transparent_1px)] bg-[size:56px_56px]" />
    </div>
  );
}
