import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportTeaser } from '@shared/contract/reports';
import { createQueryClient } from '@web/lib/query-client';
import { sampleSubscription } from '@web/test/factories';
import { answer, json } from '@web/test/server';
import ReportTeaserPage from './report-teaser-page';

const creatorId = '5d0c7f5e-2222-4a2b-9c3d-000000000002';

function teaser(paid: boolean): ReportTeaser {
  return {
    access: 'teaser',
    id: '5d0c7f5e-3333-4a2b-9c3d-000000000003',
    title: 'On attention',
    channel: { creatorId, channelName: 'Deep Dives', creatorName: 'Dana', logoUrl: null, isVerified: false },
    firstKeyLearning: null,
    publishedAt: '2026-11-20T10:00:00.000Z',
    readingTimeSeconds: 120,
    subscribe: { creatorId, priceCents: 500, currency: 'usd', interval: 'month', paid, trialUsed: false },
  };
}

/** The server's answers of a signed-in reader with payments on, recording what was posted where. */
function answerPaidMode() {
  const posted: { path: string; body: unknown }[] = [];
  answer({
    'GET /api/payments/config': () =>
      json(200, { enabled: true, currency: 'usd', trialDays: 14, platformFeePercent: 10 }),
    'POST /api/payments/checkout': async (request) => {
      posted.push({ path: '/api/payments/checkout', body: await request.json() });
      return json(201, { url: 'http://127.0.0.1:12111/checkout/cs_test_teaser' });
    },
    'POST /api/subscriptions': async (request) => {
      posted.push({ path: '/api/subscriptions', body: await request.json() });
      return json(201, sampleSubscription({ creatorId }));
    },
  });
  return posted;
}

function renderPage(paid: boolean) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ReportTeaserPage teaser={teaser(paid)} backHref="/subscriber/reports" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ReportTeaserPage subscribe action (ADR 213)', () => {
  it('starts a paid channel’s free trial in Checkout, not a free subscribe', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const posted = answerPaidMode();
    renderPage(true);

    const button = await screen.findByRole('button', { name: 'Start free trial of Deep Dives' });
    expect(
      await screen.findByText('Free for 14 days, no card needed, then $5.00 / month.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe to Deep Dives' })).not.toBeInTheDocument();
    await userEvent.click(button);
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://127.0.0.1:12111/checkout/cs_test_teaser'),
    );
    expect(posted).toEqual([{ path: '/api/payments/checkout', body: { creatorId } }]);
  });

  it('subscribes to a channel that stays free, without Checkout', async () => {
    // A reader who prefers reduced motion gets no confetti (there is no canvas to draw it on here).
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const posted = answerPaidMode();
    answer({
      // What a subscription refetches, and the mail the activation card tells of.
      'GET /api/subscriptions/trial-usage': () => json(200, { used: 1, limit: 5, remaining: 4 }),
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
    renderPage(false);

    const button = await screen.findByRole('button', { name: 'Subscribe to Deep Dives' });
    expect(screen.queryByRole('button', { name: /Start free trial/ })).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByTestId('activation-card', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(posted).toEqual([{ path: '/api/subscriptions', body: { creatorId } }]);
  });
});
