import { Card } from '@web/components/ui/card';
import { SubscriptionList } from '@web/features/subscriptions/components/subscription-list';
import { TrialUsageMeter } from '@web/features/subscriptions/components/trial-usage-meter';
import { paths } from '../../paths';

/** My subscriptions (/subscriber/subscriptions and /subscriber/subscription). */
export default function SubscriptionsPage() {
  return (
    <section
      aria-labelledby="subscriptions-title"
      className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6"
    >
      <header>
        <h1 id="subscriptions-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          My Subscriptions
        </h1>
        <p className="mt-1 text-muted-foreground">Manage the podcast channels you follow.</p>
      </header>
      <Card className="p-5">
        <TrialUsageMeter />
      </Card>
      <SubscriptionList
        channelHref={paths.subscriber.channel}
        plansHref={paths.subscription.plans()}
        browseHref={paths.subscriber.podcasts()}
      />
    </section>
  );
}
