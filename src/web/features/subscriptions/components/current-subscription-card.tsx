import { Link } from 'react-router';
import type { Subscription } from '@shared/contract/subscriptions';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { priceCopy } from '@web/lib/pricing-copy';
import { formatLongDate } from '@shared/dates/format';
import { ChannelAvatar } from './channel-avatar';

export interface CurrentSubscriptionCardProps {
  subscription: Subscription;
  channelHref: string;
  changePlanHref: string;
  onCancel: (subscription: Subscription) => void;
}

function StatusBadge({ subscription }: { subscription: Subscription }) {
  if (subscription.status === 'canceled') return <Badge variant="muted">Canceled</Badge>;
  if (subscription.cancelAtPeriodEnd) return <Badge variant="warning">Cancellation scheduled</Badge>;
  return <Badge variant="success">Active</Badge>;
}

/**
 * docs/product.md#subscription-screens, the current-subscription card: status, plan, price, start date,
 * 'Renews On' / 'Access Until'.
 */
export function CurrentSubscriptionCard({
  subscription,
  channelHref,
  changePlanHref,
  onCancel,
}: CurrentSubscriptionCardProps) {
  const ending = subscription.cancelAtPeriodEnd || subscription.status === 'canceled';
  const price = priceCopy(subscription, 'listener');
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
            <StatusBadge subscription={subscription} />
          </div>
          <p className="truncate text-sm text-muted-foreground">by {subscription.creatorName}</p>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Plan</dt>
          <dd className="font-medium">{subscription.planName}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Price</dt>
          <dd className="font-medium">
            {price.now}
            {price.later && (
              <span className="block text-xs font-normal text-muted-foreground">{price.later}</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Started</dt>
          <dd className="font-medium">{formatLongDate(subscription.startDate)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{ending ? 'Access Until' : 'Renews On'}</dt>
          <dd className="font-medium" data-testid={ending ? 'access-until' : 'renews-on'}>
            {formatLongDate(subscription.currentPeriodEnd)}
          </dd>
        </div>
      </dl>

      {subscription.cancelAtPeriodEnd && subscription.active && (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
          You canceled this subscription. You can read its reports until{' '}
          {formatLongDate(subscription.currentPeriodEnd)}.
          {subscription.resubscribeAvailableAt &&
            ` You can subscribe again from ${formatLongDate(subscription.resubscribeAvailableAt)}.`}
        </p>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={changePlanHref}>Change Plan</Link>
        </Button>
        {!ending && (
          // Quiet on the card (one of many); the dialog that follows is where the red, final step is.
          <Button
            variant="outline"
            className="text-destructive hover:text-destructive"
            onClick={() => onCancel(subscription)}
          >
            Cancel Subscription
          </Button>
        )}
      </div>
    </Card>
  );
}
