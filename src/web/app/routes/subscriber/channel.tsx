import { useParams } from 'react-router';
import { useChannel } from '@web/features/channels/api/get-channel';
import { ChannelPageFailed, ChannelPageLoading } from '@web/features/channels/components/channel-page-states';
import { useDocumentTitle } from '@web/hooks/use-document-title';
import { ChannelBackLink } from '../../channel-page-frame';
import { ChannelPageShell, SubscribedAction } from '../../channel-page-shell';
import { ChannelSubscribeAction, subscribableOf } from '../../channel-subscribe-action';
import { paths } from '../../paths';
import { useChannelSubscribe } from '../../use-subscribe-here';

/** A channel page: the channel card, its links, and its reports (teasers until subscribed). */
export default function ChannelPage() {
  const { creatorId = '' } = useParams();
  const channel = useChannel(creatorId);
  const subscribe = useChannelSubscribe();
  useDocumentTitle(channel.data?.channel.channelName);

  const back = <ChannelBackLink to={paths.subscriber.podcasts()} label="Podcast Channels" />;

  if (channel.isPending) return <ChannelPageLoading back={back} />;

  if (channel.isError) {
    return <ChannelPageFailed back={back} error={channel.error} onRetry={() => void channel.refetch()} />;
  }

  const data = channel.data.channel;
  const viewer = data.viewer;
  // A free-beta reader of a channel that turned paid reads on, and may start its trial now (ADR 226).
  const offer = !viewer.isSubscribed || viewer.endingReason === 'channel_paid';
  const action = viewer.isOwn ? null : (
    <>
      {viewer.isSubscribed && (
        <SubscribedAction viewer={viewer} to={paths.subscriber.subscriptions()} label="Manage" />
      )}
      {offer && (
        <ChannelSubscribeAction
          channel={subscribableOf(data)}
          action={subscribe}
          manageHref={paths.subscriber.subscriptions()}
          onSubscribe={() => subscribe.start(subscribableOf(data))}
        />
      )}
    </>
  );

  return (
    <ChannelPageShell
      frame="subscriber"
      back={back}
      channel={data}
      action={action}
      reports={{ title: 'Reports', page: channel.data }}
      activated={subscribe.flow.activated}
      onCloseActivation={subscribe.flow.closeActivation}
    />
  );
}
