import { Card } from '@web/components/ui/card';
import { PageContainer } from '@web/components/ui/page-container';
import { SubscriptionList } from '@web/features/subscriptions/components/subscription-list';
import { TrialUsageMeter } from '@web/features/subscriptions/components/trial-usage-meter';
import { OpmlImport } from '@web/features/subscriptions/components/opml-import';
import { OpmlExportButton } from '@web/features/library-export/components/opml-export-button';
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
        plansHref={paths.pricing()}
        browseHref={paths.subscriber.podcasts()}
      />
      <section aria-labelledby="opml-title">
        <Card className="gap-4 p-5">
          <div>
            <h2 id="opml-title" className="font-semibold">
              Move your podcasts
            </h2>
            <p className="text-sm text-muted-foreground">
              Export your subscriptions as OPML for any podcast app, or import an OPML file from another app
              to find its podcasts here.
            </p>
          </div>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <OpmlExportButton />
            <div className="min-w-0 flex-1">
              <OpmlImport />
            </div>
          </div>
        </Card>
      </section>
    </PageContainer>
  );
}
