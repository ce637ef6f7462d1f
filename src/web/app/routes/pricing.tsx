import { PageContainer } from '@web/components/ui/page-container';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAuth } from '@web/features/auth/hooks/use-auth';
import { PricingOverview } from '@web/features/billing/pricing/components/pricing-overview';
import { TrialUsageMeter } from '@web/features/subscriptions/components/trial-usage-meter';
import { usePaymentsMode } from '@web/lib/payments-mode';
import { paths } from '../paths';

/** /pricing (public): what a listener pays and what a creator pays, in the mode the server runs (ADR 216). */
export default function PricingPage() {
  const mode = usePaymentsMode();
  const { status } = useAuth();
  return (
    <PageContainer aria-labelledby="pricing-title">
      {mode ? (
        <PricingOverview
          mode={mode}
          channelsHref={
            status === 'signed-in' ? paths.subscriber.podcasts() : `${paths.home()}#featured-podcasts`
          }
          creatorPlansHref={paths.subscription.plans()}
          yourTrial={status === 'signed-in' ? <TrialUsageMeter className="rounded-lg bg-muted p-4" /> : null}
        />
      ) : (
        <Skeleton rounded="xl" className="h-96" aria-label="Loading pricing" />
      )}
    </PageContainer>
  );
}
