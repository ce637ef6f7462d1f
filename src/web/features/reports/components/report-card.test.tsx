import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { FeedItem } from '@shared/contract/reports';
import { ReportCard } from './report-card';

const report: FeedItem = {
  id: '5d0c7f5e-1111-4a2b-9c3d-000000000001',
  title: 'Why sleep beats caffeine',
  channel: {
    creatorId: '5d0c7f5e-2222-4a2b-9c3d-000000000002',
    channelName: 'The Curious Engineer',
    creatorName: 'Maya Chen',
    logoUrl: null,
    isVerified: false,
  },
  publishedAt: '2026-11-20T08:00:00.000Z',
  readingTimeSeconds: 120,
  timeSavedSeconds: 3480,
  episodeDurationSeconds: 3600,
  firstKeyLearning: { title: 'Sleep first', detail: 'Eight hours beat a third coffee.' },
  isRead: false,
  isFavourite: false,
};

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
});
