import { useParams } from 'react-router';
import { useChannel } from '@web/features/channels/api/get-channel';
import { ChannelPageFailed, ChannelPageLoading } from '@web/features/channels/components/channel-page-states';
import { SubscribeButton } from '@web/features/subscriptions/components/subscribe-button';
import { useSubscribeFlow } from '@web/features/subscriptions/hooks/use-subscribe-flow';
import { useDocumentTitle } from '@web/hooks/use-document-title';
import { ChannelBackLink, ChannelPageShell, SubscribedAction } from '../../channel-page-shell';
import { paths } from '../../paths';

/** A channel page: the channel card, its links, and its reports (teasers until subscribed). */
export default function ChannelPage() {
  const { creatorId = '' } = useParams();
  const channel = useChannel(creatorId);
  const flow = useSubscribeFlow();
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
  ) : (
    <SubscribeButton
      channelName={data.channelName}
      processing={flow.isPending}
      manageHref={paths.subscriber.subscriptions()}
      onClick={() => flow.subscribeTo(data)}
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
