import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookOpen, Mic } from 'lucide-react';
import { product } from '@shared/constants';
import { formatPrice } from '@shared/contract/price';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import type { PaymentsMode } from '@web/lib/payments-mode';
import { creatorShare, formatPercent } from '@web/lib/pricing-copy';

export interface PricingOverviewProps {
  mode: PaymentsMode;
  /** Where a listener finds channels to subscribe to. */
  channelsHref: string;
  /** The creator plans (studio tools), for creators only. */
  creatorPlansHref: string;
  /** Slot for the signed-in listener's own trial usage, placed under the listener's story. */
  yourTrial?: ReactNode;
}

const example = { amount: product.defaultCreatorPriceCents, currency: 'USD', interval: 'month' };

/**
 * /pricing (ADR 216): one money story per role, in the payments mode the server runs. What a listener pays
 * (each channel's own price, the cardless trial, the 5-channel trial limit and what canceling does to a
 * slot), and what a creator pays (the platform fee, and the creator plans, labelled as theirs).
 */
export function PricingOverview({ mode, channelsHref, creatorPlansHref, yourTrial }: PricingOverviewProps) {
  const limit = product.freeTrialCreatorLimit;
  const wait = product.resubscribeWaitDays;
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 id="pricing-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Pricing
        </h1>
        <p className="mt-1 max-w-2xl text-muted-foreground" data-testid="pricing-summary">
          {mode.enabled
            ? 'Each channel sets its own monthly price, and every paid subscription starts with a free trial. No card needed to start.'
            : 'Podbrief is in beta: reading every channel is free, no card needed. Each channel shows the price it will cost after the beta.'}
        </p>
      </header>

      <section aria-labelledby="pricing-listeners" data-testid="pricing-listeners">
        <Card className="gap-4 p-6">
          <h2 id="pricing-listeners" className="flex items-center gap-2 text-lg font-semibold">
            <BookOpen className="size-5 text-primary" aria-hidden />
            For listeners
          </h2>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
            {mode.enabled ? (
              <>
                <li>
                  Each creator sets the monthly price of their channel; you see it on the channel before you
                  subscribe. Some channels are free.
                </li>
                <li>
                  A paid channel starts with a {mode.trialDays}-day free trial, with no card. Without a card
                  the trial ends without a charge; add one during the trial to keep reading.
                </li>
                <li>Up to {limit} free trials at a time. Paid subscriptions do not count against them.</li>
              </>
            ) : (
              <>
                <li>
                  During the beta every channel is free to read. Nothing is charged and no card is asked for.
                </li>
                <li>
                  Each creator sets the monthly price of their channel; it is shown as what it will cost after
                  the beta.
                </li>
                <li>The free trial includes up to {limit} podcasts at a time.</li>
              </>
            )}
            <li>
              Canceling a free trial frees its slot at once, so you can start another channel right away; you
              keep reading the canceled one until its end. You can subscribe to the same channel again {wait}{' '}
              days after canceling.
            </li>
            <li>
              {mode.enabled
                ? 'Cancel any time from My Subscriptions: nothing more is charged, and you keep reading until the end of the period you paid for, or of the trial.'
                : 'Cancel any time from My Subscriptions: you keep reading until the date its card shows.'}
            </li>
          </ul>
          {yourTrial}
          <Button asChild className="w-fit">
            <Link to={channelsHref}>Browse Podcast Channels</Link>
          </Button>
        </Card>
      </section>

      <section aria-labelledby="pricing-creators" data-testid="pricing-creators">
        <Card className="gap-4 p-6">
          <h2 id="pricing-creators" className="flex items-center gap-2 text-lg font-semibold">
            <Mic className="size-5 text-primary" aria-hidden />
            For creators
          </h2>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
            <li>Running a channel is free. You set its monthly price in the studio.</li>
            {mode.enabled ? (
              <>
                <li>
                  Listeners pay you through Stripe. Podbrief keeps a platform fee of{' '}
                  {formatPercent(mode.platformFeePercent)} of each payment; the rest is paid out to your
                  account. At {formatPrice(example)} you receive{' '}
                  {formatPrice({
                    ...example,
                    amount: creatorShare(example.amount, mode.platformFeePercent),
                  }).replace(/ \/ .*$/, '')}{' '}
                  per listener and month.
                </li>
                <li>
                  Connect a payout account in the studio to charge your price; until then your channel is
                  free.
                </li>
              </>
            ) : (
              <li>
                During the beta your listeners pay nothing. When payments start, Podbrief keeps a platform fee
                on each payment and pays the rest out to you.
              </li>
            )}
            <li>
              Creator plans (Basic, Premium, Pro) add studio tools — exports, projects, white labelling. They
              are for creators, not for reading, and live in the studio.
            </li>
          </ul>
          <Button asChild variant="outline" className="w-fit">
            <Link to={creatorPlansHref}>See creator plans</Link>
          </Button>
        </Card>
      </section>
    </div>
  );
}
