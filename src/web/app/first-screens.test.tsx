import { QueryClientProvider } from '@tanstack/react-query';
import { render, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ChannelPage } from '@shared/contract/channels';
import type { FeedPage } from '@shared/contract/reports';
import { AuthContext } from '@web/features/auth/components/auth-context';
import { authValue } from '@web/features/auth/test/auth-value';
import { channelKeys } from '@web/features/channels/api/query-keys';
import { reportKeys } from '@web/features/reports/api/query-keys';
import { ReportFeed } from '@web/features/reports/components/report-feed';
import { ReportView } from '@web/features/reports/components/report-view';
import { feedFiltersToApiQuery, parseFeedFilters } from '@web/features/reports/lib/feed-filters';
import { DialogsProvider } from '@web/lib/dialogs';
import { noteDocumentAnswer } from '@web/lib/document-answers';
import { ProgressProvider } from '@web/lib/progress';
import { createQueryClient } from '@web/lib/query-client';
import { sampleFeedItem, sampleFullReport } from '@web/test/factories';
import { ChannelFirstScreen, FeedFirstScreen, ReportFirstScreen } from './first-screens';
import PublicChannelPage from './routes/channel-public';

/**
 * The first screens the server draws (ADR 236) are the pages' own first paint: drawn from the same data,
 * each piece's markup equals what the page draws for it, so the app takes over without a layout shift.
 */

/** A first screen drawn alone, as the server draws it (its links need an address, nothing else). */
function drawFirstScreen(screenElement: ReactNode, address: string): HTMLElement {
  const { container } = render(<MemoryRouter initialEntries={[address]}>{screenElement}</MemoryRouter>);
  return container;
}

const html = (element: Element | null | undefined) => element?.outerHTML;

describe('the first screens are the pages’ first paint', () => {
  it('draws the feed’s cards as the feed draws them from the same page', async () => {
    const search = '?sort=title&q=sleep';
    const filters = parseFeedFilters(new URLSearchParams(search));
    const page: FeedPage = {
      items: [
        sampleFeedItem({ id: 'r1', title: 'Unread & <new>', isRead: false }),
        sampleFeedItem({ id: 'r2', title: 'Read before', isRead: true }),
      ],
      nextCursor: null,
    };
    const queryClient = createQueryClient();
    queryClient.setQueryData(reportKeys.feed(filters), { pages: [page], pageParams: [null] });
    noteDocumentAnswer(`/api/reports?${feedFiltersToApiQuery(filters)}`);
    const { container: feed } = render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/subscriber/reports${search}`]}>
          <ReportFeed
            filters={filters}
            hasChannels
            reportHref={(id) => `/subscriber/reports/${id}?sort=title&q=sleep`}
            podcastsHref="/subscriber/podcasts"
            onClearFilters={() => undefined}
            onShowAllTime={() => undefined}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const drawn = drawFirstScreen(
      <FeedFirstScreen items={page.items} search={new URLSearchParams(search)} now={new Date()} />,
      `/subscriber/reports${search}`,
    );
    const pageList = within(feed).getByRole('list', { name: 'Reports' });
    expect(within(drawn).getByRole('list', { name: 'Reports' }).outerHTML).toBe(pageList.outerHTML);
    expect(within(drawn).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/subscriber/reports/r1?sort=title&q=sleep',
    );
  });

  it('draws the report’s way back, header and summary as the report page draws them', () => {
    const report = sampleFullReport({
      title: 'Sleep <first>',
      summaryHtml: '<p>Coffee hides <strong>sleep debt</strong>.</p>',
      timeSavedSeconds: 1800,
    });
    const backHref = '/subscriber/reports?sort=title';
    const { container: page } = render(
      <QueryClientProvider client={createQueryClient()}>
        <ProgressProvider>
          <MemoryRouter initialEntries={[`/subscriber/reports/${report.id}?sort=title`]}>
            <ReportView report={report} backHref={backHref} />
          </MemoryRouter>
        </ProgressProvider>
      </QueryClientProvider>,
    );
    const drawn = drawFirstScreen(
      <ReportFirstScreen report={report} search={new URLSearchParams('?sort=title')} />,
      `/subscriber/reports/${report.id}?sort=title`,
    );
    const pieces = (root: HTMLElement) => {
      const header = root.querySelector('article > header');
      return [
        html(within(root).getByRole('link', { name: 'All reports' })),
        html(header?.children[0]),
        html(within(root).getByRole('heading', { level: 1 })),
        html(header?.querySelector('dl')),
        html(within(root).getByRole('heading', { name: 'Summary' })),
        html(root.querySelector('section[aria-labelledby="summary-heading"] [class*="leading-relaxed"]')),
        root.querySelector('[data-reading-column]')?.className,
      ];
    };
    expect(pieces(drawn).every(Boolean)).toBe(true);
    expect(pieces(drawn)).toEqual(pieces(page));
    expect(drawn.querySelector('main')?.id).toBe('main-content');
  });

  it.each([
    ['a visitor', 'signed-out' as const, 'Home'],
    ['a signed-in reader', 'signed-in' as const, 'Podcast Channels'],
  ])(
    'draws %s the channel’s way back, title and card as the public page draws them',
    (_who, status, back) => {
      const creatorId = '5d0c7f5e-2222-4a2b-9c3d-000000000002';
      const page = channelPage(creatorId);
      const queryClient = createQueryClient();
      queryClient.setQueryData(channelKeys.detail(creatorId), page);
      const router = createMemoryRouter([{ path: '/channels/:creatorId', element: <PublicChannelPage /> }], {
        initialEntries: [`/channels/${creatorId}`],
      });
      const { container: shown } = render(
        <QueryClientProvider client={queryClient}>
          <AuthContext value={authValue(status)}>
            <DialogsProvider>
              <RouterProvider router={router} />
            </DialogsProvider>
          </AuthContext>
        </QueryClientProvider>,
      );
      const drawn = drawFirstScreen(
        <ChannelFirstScreen page={page} signedIn={status === 'signed-in'} />,
        `/channels/${creatorId}`,
      );
      const pieces = (root: HTMLElement) => {
        const frame = root.querySelector('section[aria-labelledby="channel-title"]');
        const card = within(root)
          .getByRole('article', { name: 'Deep & Dives' })
          .cloneNode(true) as HTMLElement;
        // The price and the page's action (Subscribe) come with the payments mode and the app's code.
        const actions = card.lastElementChild?.lastElementChild;
        if (actions) actions.innerHTML = '';
        return [
          frame?.className,
          html(within(root).getByRole('link', { name: back })),
          html(within(root).getByRole('heading', { level: 1 })),
          card.outerHTML,
        ];
      };
      expect(pieces(drawn).every(Boolean)).toBe(true);
      expect(pieces(drawn)).toEqual(pieces(shown));
    },
  );
});

function channelPage(creatorId: string): ChannelPage {
  return {
    channel: {
      creatorId,
      channelName: 'Deep & Dives',
      creatorName: 'Dana <Creator>',
      description: 'Long conversations,\nshort reports.',
      logoUrl: null,
      isVerified: true,
      categories: ['Technology', 'Science'],
      subscriberCount: 1200,
      reportCount: 1,
      price: { amount: 200, currency: 'usd', interval: 'month', paid: false },
      viewer: {
        isOwn: false,
        isSubscribed: false,
        subscriptionId: null,
        cancelAtPeriodEnd: false,
        currentPeriodEnd: null,
        resubscribeAvailableAt: null,
        trialUsed: false,
        endingReason: null,
      },
      youtubeChannelUrl: null,
      socialLinks: [],
      createdAt: '2026-01-05T10:00:00.000Z',
    },
    reports: { items: [], nextCursor: null },
  };
}
