import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChannelCard, ChannelPage } from '@shared/contract/channels';
import { AuthContext, type AuthContextValue } from '@web/features/auth/components/auth-context';
import { authValue } from '@web/features/auth/test/auth-value';
import { DialogsProvider } from '@web/lib/dialogs';
import { createQueryClient } from '@web/lib/query-client';
import { sampleSubscription } from '@web/test/factories';
import { answer, apiError, json } from '@web/test/server';
import PublicChannelPage from './routes/channel-public';
import InvitePage from './routes/invite';
import SubscriberChannelPage from './routes/subscriber/channel';
import PodcastsPage from './routes/subscriber/podcasts';

const creatorId = '5d0c7f5e-2222-4a2b-9c3d-000000000002';

function card(viewer: Partial<ChannelCard['viewer']> = {}): ChannelCard {
  return {
    creatorId,
    channelName: 'Deep Dives',
    creatorName: 'Dana Creator',
    description: 'Long conversations, short reports.',
    logoUrl: null,
    isVerified: true,
    categories: ['Technology'],
    subscriberCount: 12,
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
      ...viewer,
    },
  };
}

function channelPage(viewer: Partial<ChannelCard['viewer']> = {}): ChannelPage {
  return {
    channel: {
      ...card(viewer),
      youtubeChannelUrl: 'https://www.youtube.com/@deepdives',
      socialLinks: [],
      createdAt: '2026-01-05T10:00:00.000Z',
    },
    reports: {
      items: [
        {
          locked: true,
          id: '5d0c7f5e-3333-4a2b-9c3d-000000000003',
          title: 'On attention',
          publishedAt: '2026-11-20T10:00:00.000Z',
          firstKeyLearning: { title: 'Attention is scarce', detail: 'Spend it well.' },
        },
      ],
      nextCursor: null,
    },
  };
}

/** Renders the app's three channel routes at `url`, as a visitor with `status`. */
function renderAt(url: string, status: AuthContextValue['status']) {
  const router = createMemoryRouter(
    [
      { path: '/channels/:creatorId', element: <PublicChannelPage /> },
      { path: '/subscriber/podcasts', element: <PodcastsPage /> },
      { path: '/subscriber/podcasts/:creatorId', element: <SubscriberChannelPage /> },
      { path: '/invite/:inviteToken', element: <InvitePage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext value={authValue(status)}>
        <DialogsProvider>
          <RouterProvider router={router} />
        </DialogsProvider>
      </AuthContext>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the channel pages, one shell', () => {
  it('shows a visitor the public page: the way home, the card, the links and the recent reports', async () => {
    answer({ [`GET /api/channels/${creatorId}`]: () => json(200, channelPage()) });
    renderAt(`/channels/${creatorId}`, 'signed-out');

    const page = await screen.findByRole('region', { name: 'Deep Dives' });
    expect(within(page).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(page).getByRole('heading', { level: 1, name: 'Deep Dives' })).toHaveClass('sr-only');
    const channel = within(page).getByTestId('channel-card');
    expect(within(channel).getByRole('button', { name: 'Subscribe to Deep Dives' })).toBeEnabled();
    expect(within(page).getByRole('heading', { level: 2, name: 'Recent reports' })).toBeInTheDocument();
    expect(within(page).getByText('On attention')).toBeInTheDocument();
  });

  it('shows a subscriber their page: the way to all channels, Manage, and the reports', async () => {
    answer({
      [`GET /api/channels/${creatorId}`]: () =>
        json(
          200,
          channelPage({ isSubscribed: true, subscriptionId: '5d0c7f5e-4444-4a2b-9c3d-000000000004' }),
        ),
    });
    renderAt(`/subscriber/podcasts/${creatorId}`, 'signed-in');

    const page = await screen.findByRole('region', { name: 'Deep Dives' });
    expect(page).toHaveAttribute('data-page-container');
    expect(within(page).getByRole('link', { name: 'Podcast Channels' })).toHaveAttribute(
      'href',
      '/subscriber/podcasts',
    );
    expect(within(page).getByText('You are subscribed')).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Manage' })).toHaveAttribute(
      'href',
      '/subscriber/subscriptions',
    );
    expect(within(page).getByRole('heading', { level: 2, name: 'Reports' })).toBeInTheDocument();
  });

  it('opens the activation card once a subscription from the channel page goes through', async () => {
    // A reader who prefers reduced motion gets no confetti (there is no canvas to draw it on here).
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const user = userEvent.setup();
    answer({
      [`GET /api/channels/${creatorId}`]: () => json(200, channelPage()),
      'POST /api/subscriptions': () => json(201, sampleSubscription({ creatorId })),
      // What a subscription change refetches.
      [`GET /api/channels/${creatorId}/reports`]: () => json(200, channelPage().reports),
      'GET /api/subscriptions/trial-usage': () => json(200, { used: 1, limit: 5, remaining: 4 }),
      // The card says what mail the new subscription brings, from the reader's mail settings.
      'GET /api/profile/mail': () =>
        json(200, {
          defaultFrequency: 'daily',
          digestWeekday: 1,
          digestHour: 8,
          timeZone: 'UTC',
          allOff: false,
          saved: false,
          channels: [],
        }),
    });
    renderAt(`/subscriber/podcasts/${creatorId}`, 'signed-in');

    await user.click(await screen.findByRole('button', { name: 'Subscribe to Deep Dives' }));
    expect(await screen.findByTestId('activation-card', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('starts a paid channel’s free trial in Checkout instead of subscribing', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const paid = channelPage();
    paid.channel.price = { ...paid.channel.price, paid: true };
    const sent: unknown[] = [];
    answer({
      [`GET /api/channels/${creatorId}`]: () => json(200, paid),
      'POST /api/payments/checkout': async (request) => {
        sent.push(await request.json());
        return json(201, { url: 'http://127.0.0.1:12111/checkout/cs_test_1' });
      },
    });
    renderAt(`/subscriber/podcasts/${creatorId}`, 'signed-in');

    const button = await screen.findByRole('button', { name: 'Start free trial of Deep Dives' });
    expect(screen.queryByRole('button', { name: 'Subscribe to Deep Dives' })).not.toBeInTheDocument();
    await user.click(button);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:12111/checkout/cs_test_1'));
    expect(sent).toEqual([{ creatorId }]);
    assign.mockRestore();
  });

  it('shows an invite as an invitation: its own heading, the card, no links or reports', async () => {
    answer({
      'GET /api/invites/tok-1': () =>
        json(200, { link: { id: '5d0c7f5e-5555-4a2b-9c3d-000000000005', label: null }, channel: card() }),
    });
    renderAt('/invite/tok-1', 'signed-out');

    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribe to Deep Dives' })).toBeVisible();
    expect(screen.getByText("You're invited")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe to Deep Dives' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /reports/i })).not.toBeInTheDocument();
  });

  it('says so when an invite link does not exist', async () => {
    answer({ 'GET /api/invites/gone': () => apiError(404, 'invite_not_found', 'No such invite') });
    renderAt('/invite/gone', 'signed-out');

    expect(await screen.findByRole('heading', { name: 'This invite link does not exist' })).toBeVisible();
    expect(screen.queryByTestId('channel-card')).not.toBeInTheDocument();
  });
});

describe('one subscribe action wherever a channel can be subscribed (ADR 227)', () => {
  const paidMode = () => json(200, { enabled: true, currency: 'usd', trialDays: 14, platformFeePercent: 10 });

  it('starts a paid channel’s trial in Checkout from Podcast Channels, and subscribes to a free one', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const paid = {
      ...card(),
      price: { amount: 300, currency: 'usd', interval: 'month' as const, paid: true },
    };
    const free = {
      ...card(),
      creatorId: '5d0c7f5e-6666-4a2b-9c3d-000000000006',
      channelName: 'Free Fridays',
    };
    const sent: { path: string; body: unknown }[] = [];
    answer({
      'GET /api/payments/config': paidMode,
      'GET /api/channels': () => json(200, { items: [paid, free], nextCursor: null }),
      'GET /api/channels/categories': () => json(200, { categories: [] }),
      'GET /api/subscriptions/trial-usage': () => json(200, { used: 0, limit: 5, remaining: 5 }),
      'POST /api/payments/checkout': async (request) => {
        sent.push({ path: 'checkout', body: await request.json() });
        return json(201, { url: 'http://127.0.0.1:12111/checkout/cs_test_grid' });
      },
      'POST /api/subscriptions': async (request) => {
        sent.push({ path: 'subscribe', body: await request.json() });
        return apiError(
          409,
          'checkout_required',
          'This channel is paid: start your free trial through checkout.',
        );
      },
    });
    renderAt('/subscriber/podcasts', 'signed-in');

    const paidCard = await screen.findByRole('article', { name: 'Deep Dives' });
    const start = within(paidCard).getByRole('button', { name: 'Start free trial of Deep Dives' });
    expect(within(paidCard).getByTestId('trial-terms')).toHaveTextContent(
      'Free for 14 days, no card needed, then $3.00 / month.',
    );
    expect(
      within(paidCard).queryByRole('button', { name: 'Subscribe to Deep Dives' }),
    ).not.toBeInTheDocument();
    const freeCard = screen.getByRole('article', { name: 'Free Fridays' });
    expect(within(freeCard).getByRole('button', { name: 'Subscribe to Free Fridays' })).toBeEnabled();

    await user.click(start);
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://127.0.0.1:12111/checkout/cs_test_grid'),
    );
    expect(sent).toEqual([{ path: 'checkout', body: { creatorId } }]);
    assign.mockRestore();
  });

  it('offers paying at once, in plain words, when the listener’s trial of a paid channel was used', async () => {
    const page = channelPage({ trialUsed: true });
    page.channel.price = { ...page.channel.price, paid: true };
    answer({
      'GET /api/payments/config': paidMode,
      [`GET /api/channels/${creatorId}`]: () => json(200, page),
    });
    renderAt(`/subscriber/podcasts/${creatorId}`, 'signed-in');

    expect(await screen.findByRole('button', { name: 'Subscribe to Deep Dives and pay' })).toHaveTextContent(
      'Subscribe and pay',
    );
    expect(screen.getByTestId('trial-terms')).toHaveTextContent(
      'Your free trial is used: you pay $2.00 / month from today, by card.',
    );
    expect(screen.queryByRole('button', { name: /Start free trial/ })).not.toBeInTheDocument();
    // The card's price line does not promise the trial either.
    expect(await screen.findByTestId('channel-price')).toHaveTextContent(
      '$2.00 / monthYour free trial of this channel is used',
    );
  });

  it('lets a free-beta reader of a channel that turned paid read on and start its trial now (ADR 226)', async () => {
    const page = channelPage({
      isSubscribed: true,
      subscriptionId: '5d0c7f5e-4444-4a2b-9c3d-000000000004',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: '2026-12-20T10:00:00.000Z',
      endingReason: 'channel_paid',
    });
    page.channel.price = { ...page.channel.price, paid: true };
    answer({
      'GET /api/payments/config': paidMode,
      [`GET /api/channels/${creatorId}`]: () => json(200, page),
    });
    renderAt(`/channels/${creatorId}`, 'signed-in');

    expect(await screen.findByText('Access until December 20, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start free trial of Deep Dives' })).toBeEnabled();
  });
});
