import { useQueryClient } from '@tanstack/react-query';
import type { ReportTeaser } from '@shared/contract/reports';
import { reportKeys } from '@web/features/reports/api/query-keys';
import { ReportTeaserView } from '@web/features/reports/components/report-teaser';
import { useTeaserPrice } from '@web/features/reports/hooks/use-teaser-price';
import { ActivationCard } from '@web/features/subscriptions/components/activation-card';
import { ChannelSubscribeAction } from '../../channel-subscribe-action';
import { paths } from '../../paths';
import { useChannelSubscribe, type SubscribableChannel } from '../../use-subscribe-here';

/**
 * A report for a reader without access: the teaser and the one subscribe action of every page (ADR 227),
 * with the activation card after a free subscribe; a paid channel (`subscribe.paid`, ADR 213) offers its
 * free trial in Stripe Checkout instead.
 * Its own chunk, fetched only when the report answers with a teaser: a subscriber's report page never
 * loads the subscribe flow (its dialog and confetti, ADR 150).
 */
export default function ReportTeaserPage({ teaser, backHref }: { teaser: ReportTeaser; backHref: string }) {
  const subscribe = useChannelSubscribe();
  const flow = subscribe.flow;
  const queryClient = useQueryClient();
  const price = useTeaserPrice(teaser);
  const target: SubscribableChannel = {
    creatorId: teaser.subscribe.creatorId,
    channelName: teaser.channel.channelName,
    logoUrl: teaser.channel.logoUrl,
    price: {
      amount: teaser.subscribe.priceCents,
      currency: teaser.subscribe.currency,
      paid: teaser.subscribe.paid,
    },
    trialUsed: teaser.subscribe.trialUsed,
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
        price={price}
        subscribe={
          <ChannelSubscribeAction
            size="lg"
            channel={target}
            action={subscribe}
            manageHref={paths.subscriber.subscriptions()}
            onSubscribe={() => subscribe.start(target)}
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
