import { useQueryClient } from '@tanstack/react-query';
import type { ReportTeaser } from '@shared/contract/reports';
import { reportKeys } from '@web/features/reports/api/query-keys';
import { ReportTeaserView } from '@web/features/reports/components/report-teaser';
import { ActivationCard } from '@web/features/subscriptions/components/activation-card';
import { SubscribeButton } from '@web/features/subscriptions/components/subscribe-button';
import { useSubscribeFlow } from '@web/features/subscriptions/hooks/use-subscribe-flow';
import { paths } from '../../paths';

/**
 * A report for a reader without access: the teaser and Subscribe, with the activation card after it.
 * Its own chunk, fetched only when the report answers with a teaser: a subscriber's report page never
 * loads the subscribe flow (its dialog and confetti, ADR 150).
 */
export default function ReportTeaserPage({ teaser, backHref }: { teaser: ReportTeaser; backHref: string }) {
  const flow = useSubscribeFlow();
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
          <SubscribeButton
            size="lg"
            channelName={teaser.channel.channelName}
            processing={flow.pendingCreatorId === teaser.channel.creatorId}
            manageHref={paths.subscriber.subscriptions()}
            onClick={() => flow.subscribeTo(target)}
          />
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
