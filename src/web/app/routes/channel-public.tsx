import { useParams } from 'react-router';
import { useChannel } from '@web/features/channels/api/get-channel';
import { ChannelPageFailed, ChannelPageLoading } from '@web/features/channels/components/channel-page-states';
import { useDocumentTitle } from '@web/hooks/use-document-title';
import { PublicChannelBackLink } from '../channel-page-frame';
import { ChannelPageShell, SubscribedAction } from '../channel-page-shell';
import { ChannelSubscribeAction, subscribableOf } from '../channel-subscribe-action';
import { paths } from '../paths';
import { useSubscribeHere } from '../use-subscribe-here';

/**
 * /channels/{creatorId}: a channel as anyone may see it before signing in (name, creator, description,
 * categories, verified badge, counts, the price as the payments mode tells it (ADR 216), recent report teasers). Subscribe asks a
 * visitor to sign in and comes back here, where the subscription then finishes. The server writes the
 * channel's title and Open Graph tags into the page, so a shared link previews well.
 */
export default function PublicChannelPage() {
  const { creatorId = '' } = useParams();
  const channel = useChannel(creatorId);
  const data = channel.data?.channel;
  const { action: subscribeAction, flow, status, subscribe } = useSubscribeHere(data && subscribableOf(data));
  useDocumentTitle(data?.channelName);

  const back = <PublicChannelBackLink signedIn={status === 'signed-in'} />;

  if (channel.isPending) return <ChannelPageLoading back={back} />;

  if (channel.isError || !data) {
    return <ChannelPageFailed back={back} error={channel.error} onRetry={() => void channel.refetch()} />;
  }

  const viewer = data.viewer;
  // A free-beta reader of a channel that turned paid reads on, and may start its trial now (ADR 226).
  const offer = !viewer.isSubscribed || viewer.endingReason === 'channel_paid';
  const action = viewer.isOwn ? null : (
    <>
      {viewer.isSubscribed && (
        <SubscribedAction viewer={viewer} to={paths.reports.list()} label="Read reports" />
      )}
      {offer && (
        <ChannelSubscribeAction
          channel={subscribableOf(data)}
          action={subscribeAction}
          disabled={status === 'loading'}
          manageHref={status === 'signed-in' ? paths.subscriber.subscriptions() : undefined}
          onSubscribe={subscribe}
        />
      )}
    </>
  );

  return (
    <ChannelPageShell
      frame="public"
      back={back}
      channel={data}
      action={action}
      reports={{ title: 'Recent reports', page: channel.data }}
      activated={flow.activated}
      onCloseActivation={flow.closeActivation}
    />
  );
}
