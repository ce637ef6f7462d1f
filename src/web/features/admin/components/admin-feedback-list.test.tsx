import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FeedbackList, FeedbackStatus } from '@shared/contract/feedback';
import { Toaster } from '@web/components/ui/toast';
import { createQueryClient } from '@web/lib/query-client';
import { answer, apiError, json, sentRequests } from '@web/test/server';
import { AdminFeedbackList } from './admin-feedback-list';

function show() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminFeedbackList />
      <Toaster />
    </QueryClientProvider>,
  );
}

const page: FeedbackList = {
  items: [
    {
      id: 'f1',
      feedbackType: 'bug_report',
      status: 'new',
      statusChangedAt: null,
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
      status: 'done',
      statusChangedAt: '2026-06-09T10:00:00.000Z',
      subject: 'Hello',
      message: 'Nice app.',
      pageUrl: null,
      userAgent: null,
      createdAt: '2026-06-09T08:05:00.000Z',
      user: null,
    },
  ],
  nextCursor: null,
  newCount: 1,
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
    answer({ 'GET /api/admin/feedback': () => json(200, { items: [], nextCursor: null, newCount: 0 }) });
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

  it('shows each status and how much is new, and marks feedback done from its select', async () => {
    const user = userEvent.setup();
    let first: FeedbackStatus = 'new';
    answer({
      'GET /api/admin/feedback': () => {
        const [bug, hello] = page.items;
        return json(200, {
          ...page,
          items: [
            { ...bug!, status: first, statusChangedAt: first === 'new' ? null : '2026-06-11T09:00:00.000Z' },
            hello,
          ],
          newCount: first === 'new' ? 1 : 0,
        });
      },
      'PATCH /api/admin/feedback/f1': async (request) => {
        first = ((await request.json()) as { status: FeedbackStatus }).status;
        return json(200, { ...page.items[0], status: first });
      },
    });
    show();
    const rows = within(await screen.findByRole('list', { name: 'Feedback' })).getAllByRole('listitem');
    expect(screen.getByRole('status')).toHaveTextContent('1 new');
    expect(
      within(rows[0]!).getByRole('combobox', { name: 'Status of "Search skips old episodes"' }),
    ).toHaveTextContent('New');
    expect(within(rows[1]!).getByRole('combobox', { name: 'Status of "Hello"' })).toHaveTextContent('Done');
    expect(rows[1]).toHaveTextContent(/Done since/);

    await user.click(
      within(rows[0]!).getByRole('combobox', { name: 'Status of "Search skips old episodes"' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Done' }, { timeout: 5000 }));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('0 new'));
    expect(sentRequests()).toContain('PATCH /api/admin/feedback/f1');
    const updated = within(screen.getByRole('list', { name: 'Feedback' })).getAllByRole('listitem');
    expect(within(updated[0]!).queryAllByText(/New/)).toHaveLength(0);
    expect(
      within(updated[0]!).getByRole('combobox', { name: 'Status of "Search skips old episodes"' }),
    ).toHaveTextContent('Done');
  });

  it('asks the server for one status when the status filter is set, and says when there is none', async () => {
    const user = userEvent.setup();
    answer({
      // The first that matches answers: the filtered list before the whole one.
      'GET /api/admin/feedback?status=in_progress': () =>
        json(200, { items: [], nextCursor: null, newCount: 1 }),
      'GET /api/admin/feedback': () => json(200, page),
    });
    show();
    await screen.findByRole('list', { name: 'Feedback' });
    await user.click(screen.getByRole('combobox', { name: 'Feedback status' }));
    await user.click(await screen.findByRole('option', { name: 'In progress' }, { timeout: 5000 }));
    expect(await screen.findByText('No in progress feedback.')).toBeInTheDocument();
    expect(sentRequests()).toContain('GET /api/admin/feedback?status=in_progress');
  });

  it('keeps the status and says so when the change is refused', async () => {
    const user = userEvent.setup();
    answer({
      'GET /api/admin/feedback': () => json(200, page),
      'PATCH /api/admin/feedback/f1': () => apiError(404, 'feedback_not_found', 'No feedback has this id'),
    });
    show();
    const rows = within(await screen.findByRole('list', { name: 'Feedback' })).getAllByRole('listitem');
    const select = within(rows[0]!).getByRole('combobox', { name: 'Status of "Search skips old episodes"' });
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'In progress' }, { timeout: 5000 }));
    expect(await screen.findByText('Could not change the status')).toBeInTheDocument();
    expect(
      within(screen.getAllByRole('listitem')[0]!).getByRole('combobox', {
        name: 'Status of "Search skips old episodes"',
      }),
    ).toHaveTextContent('New');
  });
});
