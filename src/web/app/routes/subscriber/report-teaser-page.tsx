import { useQueryClient } from '@tanstack/react-query';
import type { ReportTeaser } from '@shared/contract/reports';
import { reportKeys } from '@web/features/reports/api/query-keys';
import { ReportTeaserView } from '@web/features/reports/components/report-teaser';
import { useStartCheckout } from '@web/features/payments/api/start-checkout';
import { StartTrialButton } from '@web/features/payments/components/start-trial-button';
import { toast } from '@web/components/ui/toast';
import { subscriptionFailureToast } from '@web/features/subscriptions/lib/subscription-failure-toast';
import { ActivationCard } from '@web/features/subscriptions/components/activation-card';
import { SubscribeButton } from '@web/features/subscriptions/components/subscribe-button';
import { useSubscribeFlow } from '@web/features/subscriptions/hooks/use-subscribe-flow';
import { paths } from '../../paths';

/**
 * A report for a reader without access: the teaser and Subscribe, with the activation card after it; a
 * paid channel (`subscribe.paid`, ADR 213) offers its free trial in Stripe Checkout instead.
 * Its own chunk, fetched only when the report answers with a teaser: a subscriber's report page never
 * loads the subscribe flow (its dialog and confetti, ADR 150).
 */
export default function ReportTeaserPage({ teaser, backHref }: { teaser: ReportTeaser; backHref: string }) {
  const flow = useSubscribeFlow();
  const checkout = useStartCheckout();
  const queryClient = useQueryClient();
  const target = {
    creatorId: teaser.channel.creatorId,
    channelName: teaser.channel.channelName,
    logoUrl: teaser.channel.logoUrl,
  };
  const showReport = () => {
    flow.closeActivation();
    void queryClient.invalidateQueries({ queryKey: reportKeys.detail(teaser.id) });
  };
  return (
    <>
      <ReportTeaserView
        teaser={teaser}
        backHref={backHref}
        subscribe={
          teaser.subscribe.paid ? (
            <StartTrialButton
              size="lg"
              channelName={teaser.channel.channelName}
              price={{ amount: teaser.subscribe.priceCents, currency: teaser.subscribe.currency }}
              // Once Checkout's address came back the browser is leaving: the button stays busy until it has.
              processing={checkout.isPending || checkout.isSuccess}
              onClick={() =>
                checkout.mutate(
                  { creatorId: teaser.subscribe.creatorId },
                  { onError: (error) => toast(subscriptionFailureToast(error)) },
                )
              }
            />
          ) : (
            <SubscribeButton
              size="lg"
              channelName={teaser.channel.channelName}
              processing={flow.pendingCreatorId === teaser.channel.creatorId}
              manageHref={paths.subscriber.subscriptions()}
              onClick={() => flow.subscribeTo(target)}
            />
          )
        }
      />
      <ActivationCard
        open={flow.activated !== null}
        channelName={flow.activated?.channelName ?? ''}
        logoUrl={flow.activated?.logoUrl ?? null}
        onAccess={showReport}
        onClose={showReport}
      />
    </>
  );
}
