import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FeedbackList } from '@shared/contract/feedback';
import { createQueryClient } from '@web/lib/query-client';
import { answer, apiError, json } from '@web/test/server';
import { AdminFeedbackList } from './admin-feedback-list';

function show() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminFeedbackList />
    </QueryClientProvider>,
  );
}

const page: FeedbackList = {
  items: [
    {
      id: 'f1',
      feedbackType: 'bug_report',
      subject: 'Search skips old episodes',
      message: 'Searching "bees" misses 2023.',
      pageUrl: '/subscriber/reports',
      userAgent: 'Test',
      createdAt: '2026-06-10T08:05:00.000Z',
      user: { id: 'u1', email: 'lina@example.test', fullName: 'Lina Listener' },
    },
    {
      id: 'f2',
      feedbackType: 'general',
      subject: 'Hello',
      message: 'Nice app.',
      pageUrl: null,
      userAgent: null,
      createdAt: '2026-06-09T08:05:00.000Z',
      user: null,
    },
  ],
  nextCursor: null,
};

describe('AdminFeedbackList', () => {
  it('shows each feedback with its type, subject, message, page, author and time', async () => {
    answer({ 'GET /api/admin/feedback': () => json(200, page) });
    show();
    const rows = within(await screen.findByRole('list', { name: 'Feedback' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Bug Report');
    expect(rows[0]).toHaveTextContent('Search skips old episodes');
    expect(rows[0]).toHaveTextContent('Searching "bees" misses 2023.');
    expect(rows[0]).toHaveTextContent('/subscriber/reports');
    expect(rows[0]).toHaveTextContent('Lina Listener <lina@example.test>');
    expect(rows[1]).toHaveTextContent('General');
    expect(rows[1]).toHaveTextContent('Not recorded');
    expect(rows[1]).toHaveTextContent('A deleted account');
  });

  it('says when there is no feedback', async () => {
    answer({ 'GET /api/admin/feedback': () => json(200, { items: [], nextCursor: null }) });
    show();
    expect(await screen.findByText('No feedback yet.')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded, and not to a non-administrator', async () => {
    answer({ 'GET /api/admin/feedback': () => apiError(500, 'internal_error', 'Boom') });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load feedback');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
