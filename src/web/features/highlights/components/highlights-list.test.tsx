import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { HighlightListItem } from '@shared/contract/highlights';
import { reportUrl } from '@shared/report-links';
import { createQueryClient } from '@web/lib/query-client';
import { answer, apiError, json, sentRequests } from '@web/test/server';
import { highlightService } from '../lib/highlight-service';
import { highlightsEmptyMessage, HighlightsList } from './highlights-list';

const channels = [
  { creatorId: '2a4c6e80-0000-4000-8000-000000000001', channelName: 'Rooftop Bees', logoUrl: null },
  { creatorId: '2a4c6e80-0000-4000-8000-000000000002', channelName: 'Night Garden', logoUrl: null },
];

const item = (over: Partial<HighlightListItem>): HighlightListItem => ({
  id: '5d0e0c1a-0000-4000-8000-000000000001',
  reportId: '7f3e9b20-0000-4000-8000-000000000001',
  part: 'transcript',
  partIndex: 0,
  textStart: 0,
  textEnd: 10,
  text: 'A shallow dish with stones keeps them from drowning.',
  comment: 'Try this in May',
  startSeconds: 754,
  endSeconds: 770,
  speaker: 'Idris Okafor',
  version: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  reportTitle: 'Bees need water',
  episodeTitle: 'Episode 12',
  channel: { creatorId: channels[0]?.creatorId ?? '', channelName: 'Rooftop Bees' },
  hasAudio: true,
  ...over,
});

let readers = 0;
let userId = 'reader-0';

function setup(respond: (url: URL) => Response, initial = '/subscriber/highlights') {
  userId = `reader-${++readers}`;
  answer({
    'GET /api/reports/channels': () => json(200, { channels }),
    'GET /api/highlights': (request) => respond(new URL(request.url)),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[initial]}>
        <HighlightsList userId={userId} reportHref={(id, at) => reportUrl('', id, at)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('HighlightsList', () => {
  it('lists highlights with their report, comment, moment and Play from at that moment', async () => {
    setup(() =>
      json(200, {
        items: [
          item({}),
          item({
            id: '5d0e0c1a-0000-4000-8000-000000000002',
            text: 'Summaries save time.',
            comment: null,
            startSeconds: null,
            speaker: null,
            reportTitle: 'Older report',
          }),
          item({
            id: '5d0e0c1a-0000-4000-8000-000000000003',
            text: 'Read it, do not hear it.',
            startSeconds: 30,
            reportTitle: 'Silent report',
            hasAudio: false,
          }),
        ],
        nextCursor: null,
      }),
    );
    expect(screen.getByLabelText('Loading highlights')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Highlights' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    if (!first || !second || !third) throw new Error('three items expected');
    expect(within(first).getByRole('link', { name: 'Bees need water' })).toHaveAttribute(
      'href',
      '/subscriber/reports/7f3e9b20-0000-4000-8000-000000000001',
    );
    expect(within(first).getByText('Try this in May')).toBeInTheDocument();
    expect(within(first).getByText('12:34 · Idris Okafor')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /Play from 12:34/ })).toHaveAttribute(
      'href',
      '/subscriber/reports/7f3e9b20-0000-4000-8000-000000000001?t=754',
    );
    expect(within(second).getByText('Summaries save time.')).toBeInTheDocument();
    expect(within(second).queryByRole('link', { name: /Play from/ })).not.toBeInTheDocument();
    // A report without audio offers its transcript at the moment instead of the player.
    expect(within(third).queryByRole('link', { name: /Play from/ })).not.toBeInTheDocument();
    expect(within(third).getByRole('link', { name: /Show in transcript/ })).toHaveAttribute(
      'href',
      '/subscriber/reports/7f3e9b20-0000-4000-8000-000000000001?t=30',
    );
  });

  it('searches and filters by channel through the address and the API', async () => {
    const user = setup(() => json(200, { items: [], nextCursor: null }));
    expect(await screen.findByText(highlightsEmptyMessage)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search highlights'), 'stones');
    await waitFor(() => expect(sentRequests()).toContain('GET /api/highlights?q=stones'));
    await screen.findByRole('option', { name: 'Night Garden' });
    await user.selectOptions(screen.getByLabelText('Channel'), 'Night Garden');
    await waitFor(() =>
      expect(sentRequests()).toContain(`GET /api/highlights?q=stones&creatorId=${channels[1]?.creatorId}`),
    );
    expect(await screen.findByText('No highlights match this search.')).toBeInTheDocument();
  });

  it('says so when the highlights cannot be loaded, and tries again', async () => {
    let calls = 0;
    const user = setup(() => {
      calls += 1;
      return calls === 1
        ? apiError(400, 'validation_failed', 'Bad query')
        : json(200, { items: [item({})], nextCursor: null });
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your highlights could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Try this in May')).toBeInTheDocument();
  });

  it('tells of highlights not sent yet, sends them, and lists them once they have arrived', async () => {
    let serverUp = false;
    const made = item({ comment: 'Made offline' });
    answer({
      'PUT /api/highlights/:id': (request) => {
        if (!serverUp) return apiError(503, 'service_unavailable', 'Down for a moment');
        made.id = new URL(request.url).pathname.split('/').pop() ?? '';
        return json(200, made);
      },
    });
    const user = setup(() => json(200, { items: serverUp ? [made] : [], nextCursor: null }));
    highlightService.create({
      reportId: made.reportId,
      part: made.part,
      partIndex: made.partIndex,
      textStart: made.textStart,
      textEnd: made.textEnd,
      text: made.text,
      comment: 'Made offline',
    });
    const status = await screen.findByText(/1 highlight saved on this device has not reached the server yet/);
    expect(await screen.findByText(highlightsEmptyMessage)).toBeInTheDocument();
    serverUp = true;
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(status).not.toBeInTheDocument());
    expect(await screen.findByText('Made offline')).toBeInTheDocument();
  });
});
