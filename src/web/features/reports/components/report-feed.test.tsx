import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FeedPage } from '@shared/contract/reports';
import { createQueryClient } from '@web/lib/query-client';
import { sampleFeedItem } from '@web/test/factories';
import { answer, json, sentRequests } from '@web/test/server';
import { defaultFeedFilters, type FeedFilterState } from '../lib/feed-filters';
import { ReportFeed } from './report-feed';

/** The feed as the reports page uses it: the filters live in state, "show all" widens the period. */
function Feed() {
  const [filters, setFilters] = useState<FeedFilterState>({ ...defaultFeedFilters });
  return (
    <ReportFeed
      filters={filters}
      hasChannels
      reportHref={(id) => `/subscriber/reports/${id}`}
      podcastsHref="/subscriber/podcasts"
      onClearFilters={() => setFilters({ ...defaultFeedFilters })}
      onShowAllTime={() => setFilters((current) => ({ ...current, period: 'all' }))}
    />
  );
}

function renderFeed() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Feed />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the feed when the default period is empty', () => {
  it('keeps the period, says how many reports all time holds, and widens the period on request', async () => {
    const older = sampleFeedItem();
    answer({
      'GET /api/reports': (request) =>
        json(
          200,
          new URL(request.url).searchParams.get('period') === 'all'
            ? ({ items: [older], nextCursor: null } satisfies FeedPage)
            : ({ items: [], nextCursor: null, allTimeCount: 23 } satisfies FeedPage),
        ),
    });
    renderFeed();

    const heading = await screen.findByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('No reports in the last 30 days — show all 23');
    expect(screen.queryByText(/all caught up/i)).not.toBeInTheDocument();
    // The default period stays: the page asked for no other one.
    expect(sentRequests()).toHaveLength(1);
    expect(sentRequests()[0]).not.toContain('period=');

    await userEvent.click(screen.getByRole('button', { name: 'show all 23' }));
    expect(await screen.findByText(older.title)).toBeInTheDocument();
    expect(sentRequests().at(-1)).toContain('period=all');
  });

  it('at the end of a limited period offers all time instead of saying the reader is caught up', async () => {
    const recent = sampleFeedItem();
    answer({ 'GET /api/reports': () => json(200, { items: [recent], nextCursor: null } satisfies FeedPage) });
    renderFeed();

    expect(await screen.findByText('That’s everything from the last 30 days.')).toBeInTheDocument();
    expect(screen.queryByText(/all caught up/i)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all time' }));
    expect(await screen.findByText('You’re all caught up.')).toBeInTheDocument();
  });
});
