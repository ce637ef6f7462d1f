import { Link, useNavigate } from 'react-router';
import { PageContainer } from '@web/components/ui/page-container';
import type { ChannelCard } from '@shared/contract/channels';
import { Button } from '@web/components/ui/button';
import { ChannelFilters } from '@web/features/channels/components/channel-filters';
import { ChannelGrid } from '@web/features/channels/components/channel-grid';
import { useChannelFilters } from '@web/features/channels/hooks/use-channel-filters';
import { TrialUsageMeter } from '@web/features/subscriptions/components/trial-usage-meter';
import { ChannelSubscribeAction, subscribableOf } from '../../channel-subscribe-action';
import { LazyActivationCard } from '../../lazy-activation-card';
import { paths } from '../../paths';
import { useChannelSubscribe } from '../../use-subscribe-here';

/**
 * Podcast Channels (/subscriber/podcasts): every channel, search and category in the URL, and on each card
 * the one subscribe action every page offers (a paid channel's free trial in Checkout, ADR 227) or Open.
 */
export default function PodcastsPage() {
  const { filters, update } = useChannelFilters();
  const subscribe = useChannelSubscribe();
  const flow = subscribe.flow;
  const navigate = useNavigate();

  const renderAction = (channel: ChannelCard) => {
    if (channel.viewer.isSubscribed || channel.viewer.isOwn) {
      return (
        <Button asChild variant="outline" aria-label={`Open ${channel.channelName}`}>
          <Link to={paths.subscriber.channel(channel.creatorId)}>Open</Link>
        </Button>
      );
    }
    return (
      <ChannelSubscribeAction
        channel={subscribableOf(channel)}
        action={subscribe}
        manageHref={paths.subscriber.subscriptions()}
        onSubscribe={() => subscribe.start(subscribableOf(channel))}
      />
    );
  };

  return (
    <PageContainer aria-labelledby="podcasts-title">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 id="podcasts-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Podcast Channels
          </h1>
          <p className="mt-1 text-muted-foreground">
            Subscribe to a channel to read short reports of every episode.
          </p>
        </div>
        <TrialUsageMeter className="w-full rounded-xl border border-border bg-card p-4 lg:w-80" />
      </header>
      <ChannelFilters search={filters.search} category={filters.category} onChange={update} />
      <ChannelGrid
        filters={filters}
        channelHref={paths.subscriber.channel}
        renderAction={renderAction}
        onClearFilters={() => update({ search: '', category: '' })}
      />
      <LazyActivationCard
        open={flow.activated !== null}
        channelName={flow.activated?.channelName ?? ''}
        logoUrl={flow.activated?.logoUrl ?? null}
        onAccess={() => navigate(paths.reports.list())}
        onClose={flow.closeActivation}
      />
    </PageContainer>
  );
}
