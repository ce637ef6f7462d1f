import { Link, useParams } from 'react-router';
import { LinkIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { useInvite } from '@web/features/channels/api/get-invite';
import { ApiError } from '@web/lib/api-error';
import { ChannelPageShell } from '../channel-page-shell';
import { ChannelSubscribeAction, subscribableOf } from '../channel-subscribe-action';
import { paths } from '../paths';
import { useSubscribeHere } from '../use-subscribe-here';

function LinkProblem({ revoked }: { revoked: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-border bg-card p-8 text-center"
    >
      <LinkIcon className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-xl font-semibold">
        {revoked ? 'This invite link is no longer valid' : 'This invite link does not exist'}
      </h1>
      <p className="max-w-md text-sm text-muted-foreground">
        {revoked
          ? 'The creator has revoked this link. Ask them for a new one, or find the channel among all podcast channels.'
          : 'Please check the link, or ask the creator for a new one. You can also browse all podcast channels.'}
      </p>
      <Button asChild variant="outline">
        <Link to={paths.subscriber.podcasts()}>Browse Podcast Channels</Link>
      </Button>
    </div>
  );
}

/**
 * /invite/{inviteToken} and /subscribe/{linkId}: the real channel behind a creator's link and a real
 * Subscribe. A signed-out visitor signs in first and comes back here; the subscription then finishes.
 */
export default function InvitePage() {
  const params = useParams();
  const token = params.inviteToken ?? params.linkId ?? '';
  const invite = useInvite(token);
  const channel = invite.data?.channel;
  const {
    action: subscribeAction,
    flow,
    status,
    subscribe,
  } = useSubscribeHere(channel && subscribableOf(channel), token);

  let state: React.ReactNode = null;
  if (invite.isPending) {
    state = <Skeleton rounded="xl" className="h-72" aria-label="Loading invite" />;
  } else if (invite.isError) {
    const code = invite.error instanceof ApiError ? invite.error.code : undefined;
    state =
      code === 'invite_not_found' || code === 'invite_revoked' ? (
        <LinkProblem revoked={code === 'invite_revoked'} />
      ) : (
        <div role="alert" className="rounded-xl border border-border p-8 text-center">
          <p className="font-medium">Could not load this invite.</p>
          <Button variant="outline" className="mt-4" onClick={() => void invite.refetch()}>
            Try again
          </Button>
        </div>
      );
  }

  const viewer = channel?.viewer;
  const action =
    !channel || !viewer ? null : viewer.isSubscribed || viewer.isOwn ? (
      <Button asChild variant="outline">
        <Link to={paths.subscriber.channel(channel.creatorId)}>Open</Link>
      </Button>
    ) : (
      <ChannelSubscribeAction
        channel={subscribableOf(channel)}
        action={subscribeAction}
        disabled={status === 'loading'}
        onSubscribe={subscribe}
        size="lg"
      />
    );
  const heading = channel && viewer && (
    <header className="text-center">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">You're invited</p>
      {/* Once subscribed (just now or before), the page says so plainly instead of inviting again. */}
      <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
        {viewer.isSubscribed
          ? `You are subscribed to ${channel.channelName}`
          : `Subscribe to ${channel.channelName}`}
      </h1>
      <p className="mt-2 text-muted-foreground">
        {viewer.isSubscribed ? (
          <>
            Its reports are in your feed.{' '}
            <Link to={paths.reports.list()} className="font-medium text-primary hover:underline">
              Read reports
            </Link>
          </>
        ) : (
          'Read short reports of every episode. Free during the trial, no card needed.'
        )}
      </p>
    </header>
  );

  return (
    <ChannelPageShell
      frame="invite"
      channel={invite.isError ? undefined : channel}
      heading={heading}
      action={action}
      activated={flow.activated}
      onCloseActivation={flow.closeActivation}
    >
      {state}
    </ChannelPageShell>
  );
}
