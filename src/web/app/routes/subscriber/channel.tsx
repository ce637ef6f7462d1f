import { useParams } from 'react-router';
import { useChannel } from '@web/features/channels/api/get-channel';
import { ChannelPageFailed, ChannelPageLoading } from '@web/features/channels/components/channel-page-states';
import { StartTrialButton } from '@web/features/payments/components/start-trial-button';
import { SubscribeButton } from '@web/features/subscriptions/components/subscribe-button';
import { useDocumentTitle } from '@web/hooks/use-document-title';
import { ChannelBackLink, ChannelPageShell, SubscribedAction } from '../../channel-page-shell';
import { paths } from '../../paths';
import { useChannelSubscribe } from '../../use-subscribe-here';

/** A channel page: the channel card, its links, and its reports (teasers until subscribed). */
export default function ChannelPage() {
  const { creatorId = '' } = useParams();
  const channel = useChannel(creatorId);
  const { flow, start, isPending } = useChannelSubscribe();
  useDocumentTitle(channel.data?.channel.channelName);

  const back = <ChannelBackLink to={paths.subscriber.podcasts()} label="Podcast Channels" />;

  if (channel.isPending) return <ChannelPageLoading back={back} />;

  if (channel.isError) {
    return <ChannelPageFailed back={back} error={channel.error} onRetry={() => void channel.refetch()} />;
  }

  const data = channel.data.channel;
  const viewer = data.viewer;
  const action = viewer.isOwn ? null : viewer.isSubscribed ? (
    <SubscribedAction viewer={viewer} to={paths.subscriber.subscriptions()} label="Manage" />
  ) : data.price.paid ? (
    <StartTrialButton
      channelName={data.channelName}
      price={data.price}
      processing={isPending}
      onClick={() => start(data)}
    />
  ) : (
    <SubscribeButton
      channelName={data.channelName}
      processing={flow.isPending}
      manageHref={paths.subscriber.subscriptions()}
      onClick={() => start(data)}
    />
  );

  return (
    <ChannelPageShell
      frame="subscriber"
      back={back}
      channel={data}
      action={action}
      reports={{ title: 'Reports', page: channel.data }}
      activated={flow.activated}
      onCloseActivation={flow.closeActivation}
    />
  );
}
