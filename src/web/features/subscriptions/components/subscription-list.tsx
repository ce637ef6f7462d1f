import { useState } from 'react';
import { Link } from 'react-router';
import { CreditCard } from 'lucide-react';
import type { Subscription } from '@shared/contract/subscriptions';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePaymentsMode } from '@web/lib/payments-mode';
import { useMySubscriptions } from '../api/get-my-subscriptions';
import { formatLongDate } from '@shared/dates/format';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { CurrentSubscriptionCard } from './current-subscription-card';

export interface SubscriptionListProps {
  channelHref: (creatorId: string) => string;
  plansHref: string;
  browseHref: string;
}

/** My subscriptions: one current-subscription card per creator, past ones below, and the cancel dialog. */
export function SubscriptionList({ channelHref, plansHref, browseHref }: SubscriptionListProps) {
  const query = useMySubscriptions();
  const mode = usePaymentsMode();
  const [canceling, setCanceling] = useState<Subscription | null>(null);

  if (query.isPending || !mode) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="Loading subscriptions">
        <Skeleton rounded="xl" className="h-52" />
        <Skeleton rounded="xl" className="h-52" />
      </div>
    );
  }

  if (query.isError) {
    return (
      <Card className="items-center gap-3 p-8 text-center" role="alert">
        <p className="font-medium">Unable to load subscription information</p>
        <p className="text-sm text-muted-foreground">Please check your connection and try again.</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }

  const current = query.data.filter((s) => s.active);
  const past = query.data.filter((s) => !s.active);
  // The dialog keeps showing the subscription it was opened for, in its latest known state.
  const dialogSubscription = canceling ? (query.data.find((s) => s.id === canceling.id) ?? canceling) : null;

  return (
    <div className="flex flex-col gap-8">
      {current.length === 0 ? (
        <Card className="items-center gap-3 p-10 text-center">
          <CreditCard className="size-10 text-muted-foreground" aria-hidden />
          <h2 className="text-lg font-semibold">No Active Subscription</h2>
          <p className="max-w-md text-sm text-muted-foreground">
            Subscribe to a podcast channel to read its reports. The free trial includes up to 5 podcasts, no
            card needed.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild>
              <Link to={plansHref}>View Available Plans</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={browseHref}>Browse Podcast Channels</Link>
            </Button>
          </div>
        </Card>
      ) : (
        <ul className="grid gap-4" aria-label="Current subscriptions">
          {current.map((subscription) => (
            <li key={subscription.id}>
              <CurrentSubscriptionCard
                subscription={subscription}
                channelHref={channelHref(subscription.creatorId)}
                mode={mode}
                onCancel={setCanceling}
              />
            </li>
          ))}
        </ul>
      )}

      {past.length > 0 && (
        <section aria-labelledby="past-subscriptions">
          <h2 id="past-subscriptions" className="mb-3 text-base font-semibold">
            Past subscriptions
          </h2>
          <ul className="divide-y divide-border rounded-xl border border-border">
            {past.map((s) => (
              <li
                key={s.id}
                className="flex flex-col gap-1 p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <Link to={channelHref(s.creatorId)} className="font-medium hover:underline">
                  {s.channelName}
                </Link>
                <span className="text-muted-foreground">
                  Ended {formatLongDate(s.billing?.accessUntil ?? s.currentPeriodEnd)}
                  {s.resubscribeAvailableAt
                    ? ` · can subscribe again from ${formatLongDate(s.resubscribeAvailableAt)}`
                    : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <CancelSubscriptionDialog
        subscription={dialogSubscription}
        open={canceling !== null}
        onOpenChange={(open) => {
          if (!open) setCanceling(null);
        }}
      />
    </div>
  );
}
