import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Backfill } from '@shared/contract/feed-backfills';
import { createQueryClient } from '@web/lib/query-client';
import { answerApi, apiError, json, type ApiHandler } from '@web/test/server';
import { PastEpisodesImport } from './past-episodes-import';

const running: Backfill = {
  id: 'b0000000-0000-4000-8000-000000000001',
  status: 'running',
  maxEpisodes: 40,
  publishedFrom: null,
  publishedTo: null,
  total: 40,
  processed: 16,
  imported: 12,
  skipped: 3,
  failed: 1,
  lastError: '“Episode 3”: Could not fetch the transcript.',
  createdAt: '2026-11-27T06:00:00.000Z',
  finishedAt: null,
};

function renderImport(handler: ApiHandler) {
  const calls = answerApi(handler);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PastEpisodesImport />
    </QueryClientProvider>,
  );
  return calls;
}

describe('Import past episodes', () => {
  it('says what will happen before the click, then starts the import with the count and days', async () => {
    const user = userEvent.setup();
    const calls = renderImport((method) =>
      method === 'GET'
        ? json(200, { backfill: null })
        : json(201, {
            ...running,
            status: 'queued',
            total: null,
            processed: 0,
            imported: 0,
            skipped: 0,
            failed: 0,
            lastError: null,
          }),
    );
    const count = await screen.findByLabelText('How many episodes');
    await user.clear(count);
    await user.type(count, '40');
    await user.type(screen.getByLabelText('Published from (optional)'), '2024-01-01');
    expect(screen.getByTestId('backfill-plan')).toHaveTextContent(
      /^Imports up to 40 past episodes published on or after Jan 1, 2024, newest first\. Episodes already here are skipped\./,
    );
    await user.click(screen.getByRole('button', { name: 'Import past episodes' }));
    expect(await screen.findByText('Reading your feed to choose the episodes…')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ count: 40, from: '2024-01-01', to: null });
    expect(screen.getByRole('button', { name: 'Cancel import' })).toBeInTheDocument();
  });

  it('shows a running import’s progress, and cancels it', async () => {
    const user = userEvent.setup();
    const calls = renderImport((method) =>
      method === 'GET'
        ? json(200, { backfill: running })
        : json(200, { ...running, status: 'canceled', finishedAt: '2026-11-27T06:05:00.000Z' }),
    );
    expect(await screen.findByText('12 of 40 imported · 3 already here · 1 failed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Past episodes imported' })).toHaveValue(40);
    expect(screen.getByText('“Episode 3”: Could not fetch the transcript.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel import' }));
    expect(await screen.findByText('Import canceled')).toBeInTheDocument();
    expect(calls.some((c) => c.path === `/api/creator/feed/backfills/${running.id}/cancel`)).toBe(true);
    // The form is back for the next import.
    expect(screen.getByRole('button', { name: 'Import past episodes' })).toBeInTheDocument();
  });

  it('refuses a count out of bounds without asking the server, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const calls = renderImport((method) =>
      method === 'GET'
        ? json(200, { backfill: null })
        : apiError(
            409,
            'feed_not_connected',
            'Connect your podcast feed first: past episodes are imported from it.',
          ),
    );
    const count = await screen.findByLabelText('How many episodes');
    await user.clear(count);
    await user.type(count, '5000');
    await user.click(screen.getByRole('button', { name: 'Import past episodes' }));
    expect(await screen.findByText('From 1 to 1000')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(count);
    await user.type(count, '5');
    await user.click(screen.getByRole('button', { name: 'Import past episodes' }));
    expect(
      await screen.findByText('Connect your podcast feed first: past episodes are imported from it.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  });
});
