import type { ReactNode } from 'react';
import { RadioTower } from 'lucide-react';
import type { ChannelCard as ChannelCardData } from '@shared/contract/channels';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Spinner } from '@web/components/ui/spinner';
import { useChannels, type ChannelFilters } from '../api/get-channels';
import { ChannelCard } from './channel-card';

export interface ChannelGridProps {
  filters: ChannelFilters;
  channelHref: (creatorId: string) => string;
  renderAction: (channel: ChannelCardData) => ReactNode;
  onClearFilters: () => void;
}

const gridClasses = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';

/** The Podcast Channels grid: cards page by page, with loading, empty and error states. */
export function ChannelGrid({ filters, channelHref, renderAction, onClearFilters }: ChannelGridProps) {
  const query = useChannels(filters);
  const filtered = Boolean(filters.search || filters.category);

  if (query.isPending) {
    return (
      <div className={gridClasses} aria-busy="true" aria-label="Loading channels">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} rounded="xl" className="h-64" />
        ))}
      </div>
    );
  }

  if (query.isError) {
    return (
      <div role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 p-6 text-center">
        <p className="font-medium">Could not load podcast channels.</p>
        <p className="mt-1 text-sm text-muted-foreground">{query.error.message}</p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const channels = query.data.pages.flatMap((page) => page.items);
  if (channels.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-border p-10 text-center">
        <RadioTower className="size-10 text-muted-foreground" aria-hidden />
        <p className="mt-3 font-medium">
          {filtered ? 'No channels match your search.' : 'No podcast channels yet.'}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {filtered
            ? 'Try another name or category.'
            : 'Creators are setting up their channels. Check back soon.'}
        </p>
        {filtered && (
          <Button variant="outline" className="mt-4" onClick={onClearFilters}>
            Clear filters
          </Button>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="sr-only" aria-live="polite">
        {channels.length} {channels.length === 1 ? 'channel' : 'channels'} shown
      </p>
      <ul className={gridClasses}>
        {channels.map((channel) => (
          <li key={channel.creatorId}>
            <ChannelCard
              channel={channel}
              href={channelHref(channel.creatorId)}
              action={renderAction(channel)}
            />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? <Spinner size="sm" label="Loading more channels" /> : null}
            {query.isFetchingNextPage ? 'Loading…' : 'Show more channels'}
          </Button>
        </div>
      )}
    </div>
  );
}
