import { QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedPage } from '@shared/contract/reports';
import { useReport } from '@web/features/reports/api/get-report';
import { useReports } from '@web/features/reports/api/get-reports';
import { ReportFeed } from '@web/features/reports/components/report-feed';
import { parseFeedFilters } from '@web/features/reports/lib/feed-filters';
import { api } from '@web/lib/api-client';
import { documentAnswers } from '@web/lib/document-answers';
import { createQueryClient } from '@web/lib/query-client';
import { sampleFeedItem, sampleFullReport } from '@web/test/factories';
import { answer, json, sentRequests } from '@web/test/server';
import { takeFirstScreen } from './first-screen';

function writeBlock(text: string, type = 'application/json') {
  const block = document.createElement('script');
  block.type = type;
  block.id = 'podbrief-first-screen';
  block.textContent = text;
  document.head.append(block);
}

/** As the server writes it: `<`, `>` and `&` as JSON escapes. */
const escaped = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

afterEach(() => {
  document.getElementById('podbrief-first-screen')?.remove();
});

/** Every request sent so far has reached the network once one sent after them is answered. */
const requestsSoFar = async () => {
  await api.get('/health');
  return sentRequests().filter((request) => request !== 'GET /api/health');
};

describe('takeFirstScreen', () => {
  it('gives the page the report the document carried, so it renders it without asking again', async () => {
    answer({ 'GET /api/health': () => json(200, { status: 'ok' }) });
    const report = sampleFullReport({ title: '</script><b>Hostile</b> & title' });
    writeBlock(escaped({ report: { id: report.id, detail: report } }));
    const queryClient = createQueryClient();
    expect(takeFirstScreen(queryClient)).toBe(true);
    expect(document.getElementById('podbrief-first-screen')).toBeNull();

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useReport(report.id), { wrapper });
    expect(result.current.data).toEqual(report);
    expect(result.current.isFetching).toBe(false);
    expect(await requestsSoFar()).toEqual([]);
    // The service worker is told of the answer the page did not fetch, so the page reloads offline.
    expect(documentAnswers()).toContain(`/api/reports/${report.id}`);
    // Taken once: a second start finds nothing.
    expect(takeFirstScreen(createQueryClient())).toBe(false);
  });

  it('gives the public channel page the channel the document carried', async () => {
    answer({ 'GET /api/health': () => json(200, { status: 'ok' }) });
    const page = { channel: { creatorId: 'channel-1', channelName: 'Deep Dives' }, reports: { items: [] } };
    writeBlock(escaped({ channel: { id: 'channel-1', page } }));
    const queryClient = createQueryClient();
    expect(takeFirstScreen(queryClient)).toBe(true);
    expect(queryClient.getQueryData(['channels', 'detail', 'channel-1'])).toEqual(page);
    expect(documentAnswers()).toContain('/api/channels/channel-1');
  });

  it('starts the feed’s infinite query from the page the document carried for the address’s filters', async () => {
    answer({ 'GET /api/health': () => json(200, { status: 'ok' }) });
    const channel = '0b5e8a52-6f0e-4c1a-9d3e-2f4b6a8c0d1e';
    const page: FeedPage = {
      items: [sampleFeedItem({ id: 'r1', title: '</script><b>Hostile</b> & title' })],
      nextCursor: 'next-page',
    };
    const query = `sort=title&status=all&creatorId=${channel}`;
    writeBlock(escaped({ feed: { query, page } }));
    const location = { pathname: '/subscriber/reports', search: `?sort=title&channel=${channel}` };
    const queryClient = createQueryClient();
    expect(takeFirstScreen(queryClient, document, location)).toBe(true);

    const filters = parseFeedFilters(new URLSearchParams(location.search));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useReports(filters), { wrapper });
    expect(result.current.data?.pages).toEqual([page]);
    expect(result.current.hasNextPage).toBe(true);
    expect(result.current.isFetching).toBe(false);
    expect(await requestsSoFar()).toEqual([]);
    expect(documentAnswers()).toContain(`/api/reports?${query}`);

    // The feed renders the carried cards.
    render(
      <ReportFeed
        filters={filters}
        hasChannels
        reportHref={(id) => `/subscriber/reports/${id}`}
        podcastsHref="/subscriber/podcasts"
        onClearFilters={() => undefined}
        onShowAllTime={() => undefined}
      />,
      { wrapper },
    );
    expect(screen.getByRole('heading', { name: /Hostile/ })).toHaveTextContent(
      '</script><b>Hostile</b> & title',
    );
    expect(await requestsSoFar()).toEqual([]);
  });

  it('leaves the feed to ask for itself when the address’s filters are not the ones the page was made for', () => {
    const page: FeedPage = { items: [sampleFeedItem()], nextCursor: null };
    const cases = [
      { pathname: '/subscriber/reports', search: '?sort=oldest' },
      { pathname: '/subscriber/dashboard', search: '' },
    ];
    for (const location of cases) {
      writeBlock(escaped({ feed: { query: 'sort=newest&status=all', page } }));
      const queryClient = createQueryClient();
      expect(takeFirstScreen(queryClient, document, location)).toBe(false);
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    }
  });

  it('takes nothing from a broken block, one of another type or one that does not match its report', () => {
    const report = sampleFullReport();
    const cases: [string, string?][] = [
      ['{not json'],
      [escaped({ report: { id: report.id, detail: report } }), 'text/javascript'],
      [escaped({ report: { id: 'another-report', detail: report } })],
      [escaped({ channel: { id: 'another-channel', page: { channel: { creatorId: 'channel-1' } } } })],
      [escaped({})],
      ['null'],
    ];
    for (const [text, type] of cases) {
      writeBlock(text, type);
      const queryClient = createQueryClient();
      expect(takeFirstScreen(queryClient)).toBe(false);
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    }
  });
});
