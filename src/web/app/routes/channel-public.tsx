import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useAuth } from '@web/features/auth/hooks/use-auth';
import { useChannel } from '@web/features/channels/api/get-channel';
import { ChannelCard } from '@web/features/channels/components/channel-card';
import { ChannelLinks } from '@web/features/channels/components/channel-links';
import { ChannelReportList } from '@web/features/channels/components/channel-report-list';
import { ChannelPageFailed, ChannelPageLoading } from '@web/features/channels/components/channel-page-states';
import { SubscribeButton } from '@web/features/subscriptions/components/subscribe-button';
import { useSubscribeFlow } from '@web/features/subscriptions/hooks/use-subscribe-flow';
import {
  rememberPendingSubscribe,
  takePendingSubscribe,
} from '@web/features/subscriptions/lib/pending-subscribe';
import { formatLongDate } from '@shared/dates/format';
import { useDocumentTitle } from '@web/hooks/use-document-title';
import { useDialogs } from '@web/lib/dialogs';
import { LazyActivationCard } from '../lazy-activation-card';
import { paths } from '../paths';

/**
 * /channels/{creatorId}: a channel as anyone may see it before signing in (name, creator, description,
 * categories, verified badge, counts, the price after the beta, recent report teasers). Subscribe asks a
 * visitor to sign in and comes back here, where the subscription then finishes. The server writes the
 * channel's title and Open Graph tags into the page, so a shared link previews well.
 */
export default function PublicChannelPage() {
  const { creatorId = '' } = useParams();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const navigate = useNavigate();
  const { status } = useAuth();
  const dialogs = useDialogs();
  const channel = useChannel(creatorId);
  const flow = useSubscribeFlow();
  const resumed = useRef(false);
  const data = channel.data?.channel;
  useDocumentTitle(data?.channelName);

  // Back from signing in: finish the subscribe the visitor pressed before.
  useEffect(() => {
    if (resumed.current || status !== 'signed-in' || !data) return;
    resumed.current = true;
    const pending = takePendingSubscribe(here);
    if (!pending || pending.creatorId !== data.creatorId) return;
    if (data.viewer.isSubscribed || data.viewer.isOwn) return;
    flow.subscribeTo(data);
  }, [status, data, here, flow]);

  const back =
    status === 'signed-in' ? (
      <Link
        to={paths.subscriber.podcasts()}
        className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Podcast Channels
      </Link>
    ) : (
      <Link
        to={paths.home()}
        className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Home
      </Link>
    );

  if (channel.isPending) return <ChannelPageLoading back={back} />;

  if (channel.isError || !data) {
    return <ChannelPageFailed back={back} error={channel.error} onRetry={() => void channel.refetch()} />;
  }

  const viewer = data.viewer;
  const onSubscribe = () => {
    if (status !== 'signed-in') {
      rememberPendingSubscribe({ path: here, creatorId: data.creatorId });
      dialogs.open('signIn', {
        title: 'Sign in to subscribe',
        description: `Sign in to subscribe to ${data.channelName}.`,
        sourcePage: 'subscribe',
        returnPath: here,
      });
      return;
    }
    flow.subscribeTo(data);
  };
  const action = viewer.isOwn ? null : viewer.isSubscribed ? (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-muted-foreground">
        {viewer.cancelAtPeriodEnd && viewer.currentPeriodEnd
          ? `Access until ${formatLongDate(viewer.currentPeriodEnd)}`
          : 'You are subscribed'}
      </p>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.reports.list()}>Read reports</Link>
      </Button>
    </div>
  ) : (
    <SubscribeButton
      channelName={data.channelName}
      processing={flow.isPending}
      disabled={status === 'loading'}
      manageHref={status === 'signed-in' ? paths.subscriber.subscriptions() : undefined}
      onClick={onSubscribe}
    />
  );

  return (
    <section
      aria-labelledby="channel-title"
      className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6"
    >
      {back}
      <h1 id="channel-title" className="sr-only">
        {data.channelName}
      </h1>
      <ChannelCard channel={data} action={action} expanded headingLevel="h2" />
      <ChannelLinks channel={data} />
      <section aria-labelledby="channel-reports">
        <h2 id="channel-reports" className="mb-3 text-lg font-semibold">
          Recent reports
        </h2>
        <ChannelReportList
          creatorId={data.creatorId}
          firstPage={channel.data.reports}
          reportHref={paths.reports.detail}
        />
      </section>
      <LazyActivationCard
        open={flow.activated !== null}
        channelName={flow.activated?.channelName ?? ''}
        logoUrl={flow.activated?.logoUrl ?? null}
        onAccess={() => navigate(paths.reports.list())}
        onClose={flow.closeActivation}
      />
    </section>
  );
}
