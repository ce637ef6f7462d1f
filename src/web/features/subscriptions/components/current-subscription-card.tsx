import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Subscription } from '@shared/contract/subscriptions';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { priceCopy } from '@web/lib/pricing-copy';
import type { PaymentsMode } from '@web/lib/payments-mode';
import { formatLongDate } from '@shared/dates/format';
import { formatPrice } from '@shared/contract/price';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { useResumeSubscription } from '../api/resume-subscription';
import { accessEnd, canResume, moneyOf, statusWord, type StatusWord } from '../lib/subscription-story';
import { ChannelAvatar } from './channel-avatar';

export interface CurrentSubscriptionCardProps {
  subscription: Subscription;
  channelHref: string;
  /** The payments mode (ADR 216): how a free-beta subscription's price is told. */
  mode: PaymentsMode;
  onCancel: (subscription: Subscription) => void;
}

const badgeOf: Record<StatusWord, BadgeVariant> = {
  'Free trial': 'success',
  Active: 'success',
  'Past due': 'warning',
  Canceled: 'muted',
  Ending: 'warning',
};

function Fact({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * docs/product.md#subscription-screens, the current-subscription card, saying only what is true of this
 * subscription (ADR 216): a free-beta trial never "renews" (nothing is charged) and shows when reading ends
 * once canceled; a paid one shows its price, its status in words, the next charge, the trial's end and
 * whether a card is on file, and opens the billing portal.
 */
export function CurrentSubscriptionCard({
  subscription,
  channelHref,
  mode,
  onCancel,
}: CurrentSubscriptionCardProps) {
  const word = statusWord(subscription);
  const ending = word === 'Canceled' || word === 'Ending';
  const billing = subscription.billing;
  return (
    <Card
      className="gap-5 p-5"
      data-testid="subscription-card"
      role="article"
      aria-label={`Subscription to ${subscription.channelName}`}
    >
      <div className="flex items-start gap-4">
        <ChannelAvatar name={subscription.channelName} logoUrl={subscription.logoUrl} size={56} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="truncate text-base font-semibold">
              <Link
                to={channelHref}
                className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {subscription.channelName}
              </Link>
            </h2>
            <Badge variant={badgeOf[word]} data-testid="subscription-status">
              {word}
            </Badge>
          </div>
          <p className="truncate text-sm text-muted-foreground">by {subscription.creatorName}</p>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
        {billing ? (
          <PaidFacts subscription={subscription} />
        ) : (
          <TrialFacts subscription={subscription} mode={mode} />
        )}
      </dl>

      <Notice subscription={subscription} mode={mode} />

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        {billing && <ManageBillingButton />}
        {canResume(subscription) && <ResumeButton subscription={subscription} />}
        {subscription.endingReason === 'channel_paid' && (
          <Button asChild>
            <Link to={channelHref}>Continue with {subscription.channelName}</Link>
          </Button>
        )}
        {!ending && (
          // Quiet on the card (one of many); the dialog that follows is where the red, final step is.
          <Button variant="outline-destructive" onClick={() => onCancel(subscription)}>
            Cancel Subscription
          </Button>
        )}
      </div>
    </Card>
  );
}

/** A free-beta trial: it costs nothing, so it has no renewal; only its end once canceled. */
function TrialFacts({ subscription, mode }: { subscription: Subscription; mode: PaymentsMode }) {
  const price = priceCopy(subscription, 'listener', mode);
  const word = statusWord(subscription);
  const canceled = word === 'Canceled' || word === 'Ending';
  return (
    <>
      <Fact term="Plan">{subscription.planName}</Fact>
      <Fact term="Price">
        {price.now}
        {price.later && (
          <span className="block text-xs font-normal text-muted-foreground">{price.later}</span>
        )}
      </Fact>
      <Fact term="Started">{formatLongDate(subscription.startDate)}</Fact>
      {canceled ? (
        <Fact term="Access Until" testId="access-until">
          {formatLongDate(accessEnd(subscription))}
        </Fact>
      ) : (
        <Fact term="Access">Until you cancel</Fact>
      )}
    </>
  );
}

/** A paid subscription, as Stripe confirmed it (ADR 213). */
function PaidFacts({ subscription }: { subscription: Subscription }) {
  const billing = subscription.billing!;
  const word = statusWord(subscription);
  return (
    <>
      <Fact term="Price">
        {formatPrice({ ...subscription, currency: subscription.currency.toUpperCase() })}
      </Fact>
      <Fact term="Started">{formatLongDate(subscription.startDate)}</Fact>
      {billing.status === 'trialing' && billing.trialEndsAt && word !== 'Canceled' && (
        <Fact term="Trial ends" testId="trial-ends">
          {formatLongDate(billing.trialEndsAt)}
        </Fact>
      )}
      {billing.nextCharge ? (
        <Fact term="Next charge" testId="next-charge">
          {moneyOf(billing.nextCharge.amount, subscription.currency)} on{' '}
          {formatLongDate(billing.nextCharge.at)}
        </Fact>
      ) : (
        <Fact term="Access Until" testId="access-until">
          {formatLongDate(accessEnd(subscription))}
        </Fact>
      )}
    </>
  );
}

/** The one sentence the facts leave out: what happens next, and what to do about it. */
function Notice({ subscription, mode }: { subscription: Subscription; mode: PaymentsMode }) {
  const billing = subscription.billing;
  const word = statusWord(subscription);
  let text: string | null = null;
  if (word === 'Ending') {
    const trial = mode.enabled ? `its ${mode.trialDays}-day free trial` : 'its free trial';
    text =
      `${subscription.channelName} is a paid channel now. You keep reading it free until ` +
      `${formatLongDate(accessEnd(subscription))}. To read on after that, start ${trial} on the channel's ` +
      'page: no card needed to start, and nothing is charged before the trial ends.';
  } else if (word === 'Canceled') {
    text = `You canceled this subscription. You can read its reports until ${formatLongDate(accessEnd(subscription))}.`;
    if (subscription.resubscribeAvailableAt)
      text += ` You can subscribe again from ${formatLongDate(subscription.resubscribeAvailableAt)}.`;
  } else if (billing?.status === 'trialing' && !billing.hasPaymentMethod) {
    text = 'No card on file: the trial ends without a charge. Add a card in Manage billing to keep reading.';
  } else if (word === 'Past due') {
    text =
      `Your last payment failed. You can read until ${formatLongDate(accessEnd(subscription))}; ` +
      'update your card in Manage billing before then to keep your subscription.';
  }
  if (!text) return null;
  return (
    <p
      className="rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground"
      data-testid="subscription-notice"
      role={word === 'Past due' || word === 'Ending' ? 'status' : undefined}
    >
      {text}
    </p>
  );
}

/**
 * Takes the cancel back (ADR 227): the subscription renews as before. A refusal (the last trial slot taken
 * meanwhile, Stripe unreachable) is said under the button; nothing changed.
 */
function ResumeButton({ subscription }: { subscription: Subscription }) {
  const resume = useResumeSubscription();
  return (
    <div className="flex flex-col gap-1 sm:items-end">
      <Button onClick={() => resume.mutate(subscription.id)} disabled={resume.isPending}>
        {resume.isPending ? 'Resuming…' : 'Resume subscription'}
      </Button>
      {resume.isError && (
        <p role="alert" className="text-xs text-destructive">
          {resume.error.message}
        </p>
      )}
    </div>
  );
}

/** Cards and invoices live in Stripe's customer portal (POST /api/payments/portal). */
function ManageBillingButton() {
  const portal = useOpenBillingPortal();
  return (
    <div className="flex flex-col gap-1 sm:items-end">
      <Button variant="outline" onClick={() => portal.mutate()} disabled={portal.isPending}>
        {portal.isPending ? 'Opening billing…' : 'Manage billing'}
      </Button>
      {portal.isError && (
        <p role="alert" className="text-xs text-destructive">
          {portal.error.message}
        </p>
      )}
    </div>
  );
}
