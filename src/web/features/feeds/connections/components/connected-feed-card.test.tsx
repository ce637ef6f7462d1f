import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FeedConnection } from '@shared/contract/feed-connection';
import { createQueryClient } from '@web/lib/query-client';
import { answerApi, apiError, json, type ApiHandler } from '@web/test/server';
import { ConnectedFeedCard } from './connected-feed-card';

const connected = (overrides: Partial<FeedConnection> = {}): FeedConnection => ({
  url: 'https://feeds.example.com/show.xml',
  autoPublish: false,
  connectedAt: '2026-03-04T10:00:00.000Z',
  lastCheckedAt: new Date(Date.now() - 3 * 60_000).toISOString(),
  nextCheckAt: new Date(Date.now() + 12 * 60_000).toISOString(),
  lastOutcome: 'imported',
  lastError: null,
  failureCount: 0,
  lastImportedAt: new Date(Date.now() - 3 * 60_000).toISOString(),
  lastImportedCount: 2,
  olderEpisodeCount: 0,
  ...overrides,
});

function renderCard(handler: ApiHandler, onImported = vi.fn()) {
  const calls = answerApi(handler);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConnectedFeedCard onImported={onImported} />
    </QueryClientProvider>,
  );
  return { calls, onImported };
}

describe('ConnectedFeedCard', () => {
  it('connects a feed and then says how its checks went', async () => {
    const user = userEvent.setup();
    let connection: FeedConnection | null = null;
    const { calls } = renderCard((method) => {
      if (method === 'PUT') connection = connected({ lastCheckedAt: null, lastOutcome: null });
      return json(200, { connection });
    });
    const field = await screen.findByLabelText('Your show’s RSS feed address');
    await user.type(field, 'https://feeds.example.com/show.xml');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByTestId('connected-feed-status')).toHaveTextContent(
      'Connected. The first check runs within a minute.',
    );
    expect(calls).toContainEqual({
      method: 'PUT',
      path: '/api/creator/feed',
      body: { url: 'https://feeds.example.com/show.xml', importLatest: false },
    });
  });

  it('brings in the newest episode already in the feed when asked at connect time', async () => {
    const user = userEvent.setup();
    let connection: FeedConnection | null = null;
    const { calls, onImported } = renderCard((method) => {
      if (method === 'PUT') connection = connected({ lastCheckedAt: null, lastOutcome: null });
      return json(200, { connection });
    });
    await user.type(
      await screen.findByLabelText('Your show’s RSS feed address'),
      'https://feeds.example.com/show.xml',
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Also import the newest episode already in the feed' }),
    );
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await screen.findByTestId('connected-feed-status');
    expect(calls).toContainEqual({
      method: 'PUT',
      path: '/api/creator/feed',
      body: { url: 'https://feeds.example.com/show.xml', importLatest: true },
    });
    expect(onImported).toHaveBeenCalled();
  });

  it('says what a check saw from before the connection, and where to import it', async () => {
    const user = userEvent.setup();
    let state = connected({
      lastOutcome: 'unchanged',
      lastImportedAt: null,
      lastImportedCount: 0,
      olderEpisodeCount: 2,
    });
    renderCard((method, path) => {
      if (method === 'POST' && path === '/api/creator/feed/check')
        state = connected({
          lastCheckedAt: new Date().toISOString(),
          lastOutcome: 'not_modified',
          lastImportedAt: null,
          lastImportedCount: 0,
          olderEpisodeCount: 1,
        });
      return json(200, { connection: state });
    });
    expect(await screen.findByTestId('connected-feed-status')).toHaveTextContent(
      'Checked 3 minutes ago · no new episodes yet. 2 older episodes are in the feed: import them from Import past episodes.',
    );
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(
      await screen.findByText(
        'Checked just now · no new episodes yet. 1 older episode is in the feed: import it from Import past episodes.',
      ),
    ).toBeInTheDocument();
  });

  it('says a refused address in words and stays unconnected', async () => {
    const user = userEvent.setup();
    renderCard((method) =>
      method === 'PUT'
        ? apiError(422, 'rss_invalid', 'This is not a podcast feed.')
        : json(200, { connection: null }),
    );
    await user.type(await screen.findByLabelText('Your show’s RSS feed address'), 'https://example.com/');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a podcast feed.');
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled();
  });

  it('shows the import count, a failing host with its next try, and tells the page about a Check now import', async () => {
    const user = userEvent.setup();
    let state = connected();
    const { onImported } = renderCard((method, path) => {
      if (method === 'POST' && path === '/api/creator/feed/check')
        state = connected({ lastCheckedAt: new Date().toISOString(), lastImportedCount: 1 });
      return json(200, { connection: state });
    });
    expect(await screen.findByTestId('connected-feed-status')).toHaveTextContent(
      'Checked 3 minutes ago · 2 new episodes imported',
    );
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByText('Checked just now · 1 new episode imported')).toBeInTheDocument();
    expect(onImported).toHaveBeenCalled();
  });

  it('shows a failing host in words with the next try', async () => {
    renderCard(() =>
      json(200, {
        connection: connected({
          lastOutcome: 'failed',
          failureCount: 2,
          lastError: 'Could not fetch the feed: The server answered HTTP 503.',
        }),
      }),
    );
    expect(await screen.findByTestId('connected-feed-status')).toHaveTextContent(
      /^The host failed: Could not fetch the feed: The server answered HTTP 503\. Next try .+\.$/,
    );
  });
});
