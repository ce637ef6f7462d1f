import { useEffect, useId, useState } from 'react';
import { Search, X } from 'lucide-react';
import { feedPeriods, feedSorts } from '@shared/contract/reading';
import type { FeedChannels } from '@shared/contract/reports';
import { Button } from '@web/components/ui/button';
import { Input, ownSearchClear } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { OptionSelect } from '@web/components/ui/option-select';
import { cn } from '@web/lib/cn';
import { periodLabels, sortLabels, type FeedFilterState } from '../lib/feed-filters';
import { feedFiltersLayout } from './feed-filters-skeleton';
import { StatusFilter } from './status-filter';

const SEARCH_DEBOUNCE_MS = 350;
const ALL_CHANNELS = 'all-channels';
const DEFAULT_PERIOD = 'default';
const periodOptions = [
  { value: DEFAULT_PERIOD, label: periodLabels.default },
  ...feedPeriods.map((period) => ({ value: period, label: periodLabels[period] })),
];
const sortOptions = feedSorts.map((sort) => ({ value: sort, label: sortLabels[sort] }));

/**
 * Search, status, period, order and channel. Everything lands in the page URL (see useFeedFilters); the
 * search box waits for a pause in typing before it does.
 */
export function FeedFiltersBar({
  filters,
  channels,
  onChange,
}: {
  filters: FeedFilterState;
  channels: FeedChannels['channels'];
  onChange: (change: Partial<FeedFilterState>) => void;
}) {
  const ids = { search: useId(), period: useId(), sort: useId(), channel: useId() };
  const [query, setQuery] = useState(filters.q);
  // The URL is the source of truth: Back/Forward or a cleared filter update the box.
  const [urlQuery, setUrlQuery] = useState(filters.q);
  if (urlQuery !== filters.q) {
    setUrlQuery(filters.q);
    setQuery(filters.q);
  }
  useEffect(() => {
    if (query.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => onChange({ q: query }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, filters.q, onChange]);

  return (
    <div className={feedFiltersLayout.bar} role="search" aria-label="Filter reports">
      <div className="relative">
        <Label htmlFor={ids.search} className="sr-only">
          Search reports
        </Label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          id={ids.search}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange({ q: query });
          }}
          placeholder="Search reports"
          title='Search titles, summaries and key learnings. Use "quotes" for an exact phrase and -word to leave a word out.'
          className={cn(ownSearchClear, 'pr-10 pl-9')}
          maxLength={200}
        />
        {query ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="absolute top-0 right-0"
            aria-label="Clear search"
            onClick={() => {
              setQuery('');
              onChange({ q: '' });
            }}
          >
            <X aria-hidden />
          </Button>
        ) : null}
      </div>
      <div className={feedFiltersLayout.row}>
        <StatusFilter value={filters.status} onChange={(status) => onChange({ status })} />
        <div className={feedFiltersLayout.selects}>
          <div>
            <Label htmlFor={ids.period} className="sr-only">
              Period
            </Label>
            <OptionSelect
              id={ids.period}
              size="sm"
              className="lg:w-36"
              aria-label="Period"
              value={filters.period ?? DEFAULT_PERIOD}
              options={periodOptions}
              onValueChange={(value) =>
                onChange({
                  period: value === DEFAULT_PERIOD ? undefined : (value as FeedFilterState['period']),
                })
              }
            />
          </div>
          <div>
            <Label htmlFor={ids.sort} className="sr-only">
              Sort by
            </Label>
            <OptionSelect
              id={ids.sort}
              size="sm"
              className="lg:w-32"
              aria-label="Sort by"
              value={filters.sort}
              options={sortOptions}
              onValueChange={(value) => onChange({ sort: value as FeedFilterState['sort'] })}
            />
          </div>
          <div className="col-span-2 sm:col-span-1">
            <Label htmlFor={ids.channel} className="sr-only">
              Channel
            </Label>
            <OptionSelect
              id={ids.channel}
              size="sm"
              className="lg:w-48"
              aria-label="Channel"
              value={filters.channel ?? ALL_CHANNELS}
              options={[
                { value: ALL_CHANNELS, label: 'All channels' },
                ...channels.map((channel) => ({ value: channel.creatorId, label: channel.channelName })),
              ]}
              onValueChange={(value) => onChange({ channel: value === ALL_CHANNELS ? undefined : value })}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
