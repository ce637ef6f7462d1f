import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MailDeliveryList } from '@shared/contract/mail-deliveries';
import { createQueryClient } from '@web/lib/query-client';
import { answer, apiError, json } from '@web/test/server';
import { FailedMailList } from './failed-mail-list';

function show() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FailedMailList />
    </QueryClientProvider>,
  );
}

const failed: MailDeliveryList = {
  items: [
    {
      id: 'd1',
      kind: 'report',
      recipient: 'gone@example.test',
      reportId: 'r1',
      reportTitle: 'Bees on the roof',
      periodStart: null,
      periodEnd: null,
      error: '550 No such mailbox here',
      attempts: 1,
      at: '2026-06-10T08:05:00.000Z',
    },
    {
      id: 'd2',
      kind: 'digest',
      recipient: 'full@example.test',
      reportId: null,
      reportTitle: null,
      periodStart: '2026-06-09T08:00:00.000Z',
      periodEnd: '2026-06-10T08:00:00.000Z',
      error: '552 Mailbox full',
      attempts: 1,
      at: '2026-06-10T08:06:00.000Z',
    },
    {
      id: 'd3',
      kind: 'feed_episode',
      recipient: 'creator@example.test',
      reportId: 'r2',
      reportTitle: 'Episode 12',
      periodStart: null,
      periodEnd: null,
      error: '550 Unknown user',
      attempts: 1,
      at: '2026-06-10T08:07:00.000Z',
    },
    ...(['trial_ending', 'price_change', 'free_beta_end'] as const).map((kind, i) => ({
      id: `n${i}`,
      kind,
      recipient: `listener${i}@example.test`,
      reportId: null,
      reportTitle: null,
      periodStart: null,
      periodEnd: null,
      error: '550 Unknown user',
      attempts: 1,
      at: '2026-06-10T08:08:00.000Z',
    })),
  ],
};

describe('FailedMailList', () => {
  it('lists each refused mail with its recipient, the mail and the server’s answer', async () => {
    answer({ 'GET /api/admin/mail-deliveries?status=failed': () => json(200, failed) });
    show();
    const list = await screen.findByRole('list', { name: 'Failed mails' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent('gone@example.test');
    expect(rows[0]).toHaveTextContent('New report: Bees on the roof');
    expect(rows[0]).toHaveTextContent('550 No such mailbox here');
    expect(rows[1]).toHaveTextContent(/Digest \([^–]+ – [^)]+\)/);
    expect(rows[1]).toHaveTextContent('552 Mailbox full');
    expect(rows[2]).toHaveTextContent('New episode: Episode 12');
    // A subscription's notices say which notice, never "Digest".
    expect(rows[3]).toHaveTextContent('Notice: free trial ends');
    expect(rows[4]).toHaveTextContent('Notice: price change');
    expect(rows[5]).toHaveTextContent('Notice: channel turned paid');
    for (const row of rows.slice(3)) expect(row).not.toHaveTextContent('Digest');
  });

  it('says when nothing failed', async () => {
    answer({ 'GET /api/admin/mail-deliveries?status=failed': () => json(200, { items: [] }) });
    show();
    expect(await screen.findByText(/No failed mails/)).toBeInTheDocument();
  });

  it('tells a non-administrator the list is not theirs, and offers a retry on other errors', async () => {
    answer({
      'GET /api/admin/mail-deliveries?status=failed': () =>
        apiError(403, 'forbidden', 'Only administrators can do this.'),
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only administrators can see mail deliveries');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    answer({
      'GET /api/admin/mail-deliveries?status=failed': () => apiError(500, 'internal_error', 'Boom'),
    });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load mail deliveries');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
