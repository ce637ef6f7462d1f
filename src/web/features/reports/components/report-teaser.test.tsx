import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ReportTeaser } from '@shared/contract/reports';
import { usePaymentsMode } from '@web/lib/payments-mode';
import { createQueryClient } from '@web/lib/query-client';
import { answer, json } from '@web/test/server';
import { useTeaserPrice } from '../hooks/use-teaser-price';
import { ReportTeaserView } from './report-teaser';

const teaser: ReportTeaser = {
  access: 'teaser',
  id: 'r1',
  title: 'Deep focus in open offices',
  channel: {
    creatorId: 'c1',
    channelName: 'Deep Work Radio',
    creatorName: 'Ann',
    logoUrl: null,
    isVerified: false,
  },
  firstKeyLearning: null,
  publishedAt: '2026-06-01T08:00:00.000Z',
  readingTimeSeconds: 120,
  subscribe: {
    creatorId: 'c1',
    priceCents: 200,
    currency: 'USD',
    interval: 'month',
    paid: false,
    trialUsed: false,
  },
};

/** Shows once the page knows its payments mode, so a test can tell "no price" from "not yet known". */
function ModeProbe() {
  const mode = usePaymentsMode();
  return mode ? <p>{mode.enabled ? 'payments on' : 'payments off'}</p> : null;
}

/** The teaser with its price sentence, as the report page composes them. */
function TeaserWithPrice({ shown }: { shown: ReportTeaser }) {
  return (
    <ReportTeaserView teaser={shown} backHref="/reports" price={useTeaserPrice(shown)} subscribe={null} />
  );
}

function renderTeaser(paid = false) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ModeProbe />
        <TeaserWithPrice shown={{ ...teaser, subscribe: { ...teaser.subscribe, paid } }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const lead = 'The summary and every key learning of each episode, readable in 1-2 minutes.';

describe('ReportTeaserView price sentence (ADR 216)', () => {
  it('tells the price as free during the beta while payments are off', async () => {
    renderTeaser();
    expect(
      await screen.findByText(`${lead} $2.00 a month — free during the beta trial.`),
    ).toBeInTheDocument();
  });

  it('tells a paid channel’s price after the cardless trial with payments on', async () => {
    answer({
      'GET /api/payments/config': () =>
        json(200, { enabled: true, currency: 'usd', trialDays: 14, platformFeePercent: 10 }),
    });
    renderTeaser(true);
    expect(
      await screen.findByText(`${lead} $2.00 a month after a 14-day free trial, no card needed to start.`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/beta/)).not.toBeInTheDocument();
  });

  it('calls a channel that stays free free to read, with no price and no beta, with payments on', async () => {
    answer({
      'GET /api/payments/config': () =>
        json(200, { enabled: true, currency: 'usd', trialDays: 14, platformFeePercent: 10 }),
    });
    renderTeaser(false);
    expect(await screen.findByText(`${lead} Free to read.`)).toBeInTheDocument();
    expect(screen.getByText('payments on')).toBeInTheDocument();
    expect(screen.queryByText(/beta|\$2\.00/)).not.toBeInTheDocument();
  });
});
