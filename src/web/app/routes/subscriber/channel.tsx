import { Link, useNavigate, useParams } from 'react-router';
import { PageContainer } from '@web/components/ui/page-container';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useChannel } from '@web/features/channels/api/get-channel';
import { ChannelCard } from '@web/features/channels/components/channel-card';
import { ChannelLinks } from '@web/features/channels/components/channel-links';
import { ChannelReportList } from '@web/features/channels/components/channel-report-list';
import { ActivationCard } from '@web/features/subscriptions/components/activation-card';
import { ChannelPageFailed, ChannelPageLoading } from '@web/features/channels/components/channel-page-states';
import { SubscribeButton } from '@web/features/subscriptions/components/subscribe-button';
import { useSubscribeFlow } from '@web/features/subscriptions/hooks/use-subscribe-flow';
import { formatLongDate } from '@shared/dates/format';
import { useDocumentTitle } from '@web/hooks/use-document-title';
import { paths } from '../../paths';

/** A channel page: the channel card, its links, and its reports (teasers until subscribed). */
export default function ChannelPage() {
  const { creatorId = '' } = useParams();
  const channel = useChannel(creatorId);
  const flow = useSubscribeFlow();
  const navigate = useNavigate();
  useDocumentTitle(channel.data?.channel.channelName);

  const back = (
    <Link
      to={paths.subscriber.podcasts()}
      className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Podcast Channels
    </Link>
  );

  if (channel.isPending) return <ChannelPageLoading back={back} />;

  if (channel.isError) {
    return <ChannelPageFailed back={back} error={channel.error} onRetry={() => void channel.refetch()} />;
  }

  const { channel: data, reports } = channel.data;
  const viewer = data.viewer;
  const action = viewer.isOwn ? null : viewer.isSubscribed ? (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-muted-foreground">
        {viewer.cancelAtPeriodEnd && viewer.currentPeriodEnd
          ? `Access until ${formatLongDate(viewer.currentPeriodEnd)}`
          : 'You are subscribed'}
      </p>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.subscriber.subscriptions()}>Manage</Link>
      </Button>
    </div>
  ) : (
    <SubscribeButton
      channelName={data.channelName}
      processing={flow.isPending}
      manageHref={paths.subscriber.subscriptions()}
      onClick={() => flow.subscribeTo(data)}
    />
  );

  return (
    <PageContainer aria-labelledby="channel-title">
      {back}
      <h1 id="channel-title" className="sr-only">
        {data.channelName}
      </h1>
      <ChannelCard channel={data} action={action} expanded headingLevel="h2" />
      <ChannelLinks channel={data} />
      <section aria-labelledby="channel-reports">
        <h2 id="channel-reports" className="mb-3 text-lg font-semibold">
          Reports
        </h2>
        <ChannelReportList creatorId={data.creatorId} firstPage={reports} reportHref={paths.reports.detail} />
      </section>
      <ActivationCard
        open={flow.activated !== null}
        channelName={flow.activated?.channelName ?? ''}
        logoUrl={flow.activated?.logoUrl ?? null}
        onAccess={() => navigate(paths.reports.list())}
        onClose={flow.closeActivation}
      />
    </PageContainer>
  );
}
