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
});
