import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PopularPodcast, SampleReport } from '@shared/contract/landing';
import { createQueryClient } from '@web/lib/query-client';
import { answer, apiError, json } from '@web/test/server';
import { LandingPage } from './landing-page';

const podcasts: PopularPodcast[] = [
  {
    creator_id: 'c1',
    channel_name: 'Deep Work Radio',
    logo_url: null,
    is_verified: true,
    subscriber_count: 12_400,
  },
  {
    creator_id: 'c2',
    channel_name: 'Money Matters',
    logo_url: 'https://cdn.example/mm.png',
    is_verified: false,
    subscriber_count: 1,
  },
  { creator_id: 'c3', channel_name: 'Tiny Science', logo_url: null, is_verified: true, subscriber_count: 7 },
];

/** The latest report of c1 and c2; c3's cannot be had. */
const samples: Record<string, SampleReport> = {
  c1: {
    id: 'r1',
    creatorId: 'c1',
    title: 'Deep focus in open offices',
    publishedAt: '2026-06-01T08:00:00.000Z',
    readingTimeSeconds: 120,
    episodeDurationSeconds: 3480,
    firstKeyLearning: { title: 'Block the first hour', detail: 'Meetings start at ten.' },
    keyLearningCount: 4,
  },
  c2: {
    id: 'r2',
    creatorId: 'c2',
    title: 'What an index fund holds',
    publishedAt: '2026-06-02T08:00:00.000Z',
    readingTimeSeconds: 90,
    episodeDurationSeconds: 1800,
    firstKeyLearning: { title: 'Costs compound too', detail: 'A 1% fee halves a fortune.' },
    keyLearningCount: 2,
  },
};

function renderLanding(routes: {
  popular: () => Response | Promise<Response>;
  stats: () => Response | Promise<Response>;
  sample?: (creatorId: string) => Response | Promise<Response>;
}) {
  const sample =
    routes.sample ??
    ((creatorId: string) =>
      samples[creatorId]
        ? json(200, samples[creatorId])
        : apiError(404, 'sample_report_not_found', 'Not featured'));
  answer({
    'GET /api/landing/popular-podcasts': routes.popular,
    'GET /api/landing/stats': routes.stats,
    'GET /api/landing/channels/:creatorId/sample-report': (request) =>
      sample(new URL(request.url).pathname.split('/')[4] ?? ''),
  });
  const onSignIn = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LandingPage
        onSignIn={onSignIn}
        signingIn={false}
        brand={<span>Podbrief</span>}
        channelHref={(id) => `/channels/${id}`}
      />
    </QueryClientProvider>,
  );
  return { onSignIn };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const statValue = (label: string) =>
  within(screen.getByText(label).parentElement as HTMLElement).getByRole('definition').textContent;

describe('LandingPage', () => {
  it('shows the documented strings, the featured channels and the server stats', async () => {
    renderLanding({
      popular: () => json(200, { podcasts }),
      stats: () => json(200, { total_channels: 42, total_subscribers: 31_000, verified_channels: 9 }),
    });
    expect(screen.getByText('AI Powered Podcast Platform')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome to the New Generation of Podcast Platform',
    );
    expect(screen.getByText('90% Time Saved')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Featured Podcasts' })).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Featured podcast channels' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Deep Work Radio',
      'Money Matters',
      'Tiny Science',
    ]);
    expect(within(cards[0]!).getByText('12.4K subscribers')).toBeInTheDocument();
    // Each featured channel opens its public page, before any sign-in.
    expect(within(cards[0]!).getByRole('link', { name: 'Deep Work Radio' })).toHaveAttribute(
      'href',
      '/channels/c1',
    );
    expect(within(cards[1]!).getByText('1 subscriber')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('img', { name: 'Verified channel' })).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('img', { name: 'Verified channel' })).not.toBeInTheDocument();
    // Sized images: the box is reserved before they load; a channel without a logo gets our initials avatar.
    const [firstLogo] = cards[0]!.getElementsByTagName('img');
    expect(firstLogo).toHaveAttribute('width', '72');
    expect(firstLogo).toHaveAttribute('height', '72');
    expect(firstLogo).toHaveAttribute('src', '/api/avatars/initials.svg?name=Deep%20Work%20Radio');
    expect(cards[1]!.getElementsByTagName('img')[0]).toHaveAttribute('src', 'https://cdn.example/mm.png');

    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(statValue('Subscribers')).toBe('31K');
    expect(statValue('Verified channels')).toBe('9');

    for (const name of [
      "Try It Now - It's Free",
      'Save Time',
      'All Organized',
      'Smart Info',
      'Easy Discovery',
    ]) {
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    }
    expect(screen.getByText(/© 2025 Podbrief/)).toBeInTheDocument();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Become a creator' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
  });

  it('announces a channel only when the visitor moves the carousel, and offers no pause when nothing moves', async () => {
    const user = userEvent.setup();
    renderLanding({ popular: () => json(200, { podcasts }), stats: () => json(200, {}) });
    const carousel = await screen.findByRole('region', { name: 'Trending channels' });
    const slide = await within(carousel).findByRole('group', { name: '1 of 3' });
    expect(slide).toHaveAttribute('aria-live', 'off');
    expect(within(carousel).getByRole('button', { name: 'Pause channel rotation' })).toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'Next channel' }));
    expect(within(carousel).getByRole('group', { name: '2 of 3' })).toHaveAttribute('aria-live', 'polite');
  });

  it('shows no pause control to a visitor who prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderLanding({ popular: () => json(200, { podcasts }), stats: () => json(200, {}) });
    const carousel = await screen.findByRole('region', { name: 'Trending channels' });
    await within(carousel).findByRole('group', { name: '1 of 3' });
    expect(within(carousel).queryByRole('button', { name: /channel rotation/ })).not.toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next channel' })).toBeInTheDocument();
  });

  it('derives the stats from the list when the stats call fails, without showing that failure', async () => {
    renderLanding({
      popular: () => json(200, { podcasts }),
      // A failure the API client does not retry (it would retry a 503 with a backoff of seconds).
      stats: () => json(500, { error: { code: 'internal_error', message: 'Down' } }),
    });
    await screen.findByRole('list', { name: 'Featured podcast channels' });
    await vi.waitFor(() => expect(statValue('Podcast channels')).toBe('3'));
    expect(statValue('Subscribers')).toBe('12.4K');
    expect(statValue('Verified channels')).toBe('2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Down/)).not.toBeInTheDocument();
  });

  it("shows 'Error loading podcasts: …' when the list cannot be fetched", async () => {
    renderLanding({
      popular: () => json(400, { error: { code: 'validation_error', message: 'limit must be at most 20' } }),
      stats: () => json(200, { total_channels: 1, total_subscribers: 1, verified_channels: 0 }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Error loading podcasts: Failed to fetch popular podcasts: limit must be at most 20',
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(statValue('Subscribers')).toBe('0');
    expect(statValue('Verified channels')).toBe('0');
  });

  it('invites early sign-ups when there are no channels yet, and every sign-in button starts sign-in', async () => {
    const { onSignIn } = renderLanding({
      popular: () => json(200, { podcasts: [] }),
      stats: () => json(200, { total_channels: 0, total_subscribers: 0, verified_channels: 0 }),
    });
    expect(await screen.findByText('Quality Content Coming Soon')).toBeInTheDocument();
    const user = userEvent.setup();
    const buttons = ['Get Early Access', "Try It Now - It's Free", 'Start Free'];
    for (const name of buttons) {
      for (const button of screen.getAllByRole('button', { name })) await user.click(button);
    }
    // 'Start Free' appears twice: in the hero and in the closing call to action.
    expect(onSignIn).toHaveBeenCalledTimes(4);
  });

  it("shows the latest report of the carousel's channel, loading it when the channel changes (ADR 202)", async () => {
    const user = userEvent.setup();
    let releaseSecond: () => void = () => undefined;
    const secondAsked = new Promise<void>((resolve) => {
      releaseSecond = resolve;
    });
    renderLanding({
      popular: () => json(200, { podcasts }),
      stats: () => json(200, {}),
      sample: async (creatorId) => {
        if (creatorId === 'c2') await secondAsked;
        return samples[creatorId]
          ? json(200, samples[creatorId])
          : apiError(404, 'sample_report_not_found', 'Not featured');
      },
    });
    const first = await screen.findByRole('figure', { name: 'Deep focus in open offices' });
    expect(first).toHaveTextContent('Latest report · Deep Work Radio');
    expect(first).toHaveTextContent('2 min read');
    expect(first).toHaveTextContent('Block the first hour');
    expect(first).toHaveTextContent('3 more key learnings for subscribers');
    expect(first).toHaveTextContent('58 min');
    expect(within(first).getByRole('link', { name: 'Read on Deep Work Radio' })).toHaveAttribute(
      'href',
      '/channels/c1',
    );

    const carousel = screen.getByRole('region', { name: 'Trending channels' });
    await user.click(within(carousel).getByRole('button', { name: 'Next channel' }));
    expect(await screen.findByText('Loading the latest report…')).toBeInTheDocument();
    expect(screen.queryByText('Deep focus in open offices')).not.toBeInTheDocument();
    releaseSecond();
    const second = await screen.findByRole('figure', { name: 'What an index fund holds' });
    expect(second).toHaveTextContent('Latest report · Money Matters');
    expect(second).toHaveTextContent('1 more key learning for subscribers');

    // A channel whose report cannot be had shows the generic sample, marked as one.
    await user.click(within(carousel).getByRole('button', { name: 'Next channel' }));
    expect(await screen.findByText('Sample report')).toBeInTheDocument();
    expect(screen.queryByText('What an index fund holds')).not.toBeInTheDocument();

    // Back to the first channel: its report is already known, so nothing loads.
    await user.click(within(carousel).getByRole('button', { name: 'Next channel' }));
    expect(screen.getByRole('figure', { name: 'Deep focus in open offices' })).toBeInTheDocument();
  });
});
