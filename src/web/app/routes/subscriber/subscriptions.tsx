import { Card } from '@web/components/ui/card';
import { PageContainer } from '@web/components/ui/page-container';
import { SubscriptionList } from '@web/features/subscriptions/components/subscription-list';
import { TrialUsageMeter } from '@web/features/subscriptions/components/trial-usage-meter';
import { paths } from '../../paths';

/** My subscriptions (/subscriber/subscriptions and /subscriber/subscription). */
export default function SubscriptionsPage() {
  return (
    <PageContainer aria-labelledby="subscriptions-title">
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
    </PageContainer>
  );
}
