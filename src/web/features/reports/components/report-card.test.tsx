import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { FeedItem } from '@shared/contract/reports';
import { sampleFeedItem } from '@web/test/factories';
import { ReportCard } from './report-card';

const report = sampleFeedItem();

function renderCard(item: FeedItem) {
  render(
    <MemoryRouter>
      <ReportCard report={item} href={`/subscriber/reports/${item.id}`} onToggleFavourite={vi.fn()} />
    </MemoryRouter>,
  );
}

describe('ReportCard', () => {
  it('marks a verified channel with a named badge', () => {
    renderCard({ ...report, channel: { ...report.channel, isVerified: true } });
    expect(screen.getByRole('img', { name: 'Verified channel' })).toBeInTheDocument();
    expect(screen.getByText('The Curious Engineer')).toBeInTheDocument();
  });

  it('shows no badge for a channel that is not verified', () => {
    renderCard(report);
    expect(screen.queryByRole('img', { name: 'Verified channel' })).not.toBeInTheDocument();
  });

  it('shows the passage a search found in the transcript, its speaker and its time as a link to that moment', () => {
    render(
      <MemoryRouter>
        <ReportCard
          report={{
            ...report,
            transcriptMatch: {
              snippet: 'We season the walnut boards outdoors for two winters.',
              start: 2470.4,
              speaker: 'Idris Okafor',
            },
          }}
          href={`/subscriber/reports/${report.id}?q=walnut`}
          onToggleFavourite={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('We season the walnut boards outdoors for two winters.')).toBeInTheDocument();
    expect(screen.getByText('Idris Okafor:')).toBeInTheDocument();
    const moment = screen.getByRole('link', { name: /^Said at 41:10/ });
    expect(moment).toHaveAttribute('href', `/subscriber/reports/${report.id}?q=walnut&t=2470`);
  });

  it('says a passage without a time is in the transcript, with no link to a moment', () => {
    renderCard({ ...report, transcriptMatch: { snippet: 'Walnut boards.', start: null, speaker: null } });
    expect(screen.getByText('Walnut boards.')).toBeInTheDocument();
    expect(screen.getByText('Said in the transcript')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Said at/ })).not.toBeInTheDocument();
  });

  it('shows no passage on a card the transcript did not match', () => {
    renderCard({ ...report, transcriptMatch: null });
    expect(screen.queryByText(/Said (at|in the transcript)/)).not.toBeInTheDocument();
  });
});
