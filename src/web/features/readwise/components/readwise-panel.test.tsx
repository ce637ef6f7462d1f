import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  readwiseMessages,
  type ReadwiseConnection,
  type ReadwiseReportList,
} from '@shared/contract/readwise';
import { createQueryClient } from '@web/lib/query-client';
import { answer } from '@web/test/server';
import { ReadwisePanel } from './readwise-panel';

const disconnected: ReadwiseConnection = {
  available: true,
  connected: false,
  hint: null,
  lastSyncAt: null,
  lastError: null,
  lastAttemptAt: null,
  sentCount: 0,
  lastSyncSentCount: 0,
};
const connected: ReadwiseConnection = { ...disconnected, connected: true, hint: '…wxyz' };
const reports: ReadwiseReportList = {
  items: [
    {
      reportId: '6f1c1a52-6c2f-4f0e-9d7e-2d7d7c7e0a11',
      title: 'Bees need water',
      channelName: 'Rooftop Bees',
      highlightCount: 3,
      unsentCount: 2,
      lastHighlightAt: '2025-03-10T12:00:00.000Z',
    },
  ],
};

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReadwisePanel />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('ReadwisePanel', () => {
  it('says in plain words when Readwise rejects the token, and keeps the form', async () => {
    answer({
      'GET /api/readwise/connection': () => HttpResponse.json(disconnected),
      'PUT /api/readwise/connection': () =>
        HttpResponse.json(
          {
            error: {
              code: 'readwise_token_rejected',
              message: 'Readwise rejected this token. Copy a new one from readwise.io/access_token.',
            },
          },
          { status: 422 },
        ),
    });
    const user = renderPanel();
    const input = await screen.findByLabelText('Readwise access token');
    expect(input).toHaveAttribute('type', 'password');
    await user.type(input, 'wrong-token');
    await user.click(screen.getByRole('button', { name: 'Connect Readwise' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Readwise rejected this token. Copy a new one from readwise.io/access_token.',
    );
    expect(screen.getByLabelText('Readwise access token')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows a failed connect at once, in the server's plain words, asking Readwise only once", async () => {
    let connects = 0;
    answer({
      'GET /api/readwise/connection': () => HttpResponse.json(disconnected),
      'PUT /api/readwise/connection': () => {
        connects += 1;
        return HttpResponse.json(
          { error: { code: 'readwise_unavailable', message: readwiseMessages.unavailable } },
          { status: 502 },
        );
      },
    });
    const user = renderPanel();
    await user.type(await screen.findByLabelText('Readwise access token'), 'rw-some-token');
    await user.click(screen.getByRole('button', { name: 'Connect Readwise' }));
    // Within the default wait (1 s): no retries with back-off first, and no "Request failed after" prefix.
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Readwise is not answering right now\./);
    expect(screen.getByRole('alert')).toHaveTextContent(readwiseMessages.unavailable);
    expect(connects).toBe(1);
  });

  it('connects, then sends the chosen reports and shows the result of the sync', async () => {
    let state: ReadwiseConnection = disconnected;
    const sent: unknown[] = [];
    answer({
      'GET /api/readwise/connection': () => HttpResponse.json(state),
      'PUT /api/readwise/connection': () => {
        state = connected;
        return HttpResponse.json(state);
      },
      'GET /api/readwise/reports': () => HttpResponse.json(reports),
      'POST /api/readwise/sync': async (request) => {
        sent.push(await request.json());
        // The background sync ends right away here: the next read shows its result.
        state = {
          ...connected,
          lastSyncAt: '2025-03-11T08:00:00.000Z',
          lastAttemptAt: '2025-03-11T08:00:01.000Z',
          sentCount: 5,
          lastSyncSentCount: 5,
        };
        return HttpResponse.json({ requestedAt: '2025-03-11T08:00:00.000Z' }, { status: 202 });
      },
    });
    const user = renderPanel();
    await user.type(await screen.findByLabelText('Readwise access token'), 'rw-good-token-wxyz');
    await user.click(screen.getByRole('button', { name: 'Connect Readwise' }));
    expect(await screen.findByText('…wxyz')).toBeInTheDocument();

    const send = screen.getByRole('button', { name: 'Send to Readwise' });
    expect(send).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: /Bees need water/ }));
    expect(screen.getByText('Rooftop Bees · 3 highlights, 2 not sent yet')).toBeInTheDocument();
    await user.click(send);
    expect(await screen.findByText('Done: 5 new items sent to Readwise.')).toBeInTheDocument();
    expect(sent).toEqual([{ reportIds: [reports.items[0]!.reportId] }]);
  });

  it('shows an empty list when nothing is highlighted, and disconnects', async () => {
    let state: ReadwiseConnection = connected;
    answer({
      'GET /api/readwise/connection': () => HttpResponse.json(state),
      'GET /api/readwise/reports': () => HttpResponse.json({ items: [] }),
      'DELETE /api/readwise/connection': () => {
        state = disconnected;
        return new HttpResponse(null, { status: 204 });
      },
    });
    const user = renderPanel();
    expect(await screen.findByText(/No highlights yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByLabelText('Readwise access token')).toBeInTheDocument();
  });

  it('says when Readwise is not set up on the server', async () => {
    answer({
      'GET /api/readwise/connection': () => HttpResponse.json({ ...disconnected, available: false }),
    });
    renderPanel();
    expect(await screen.findByText(/Readwise is not set up on this server yet/)).toBeInTheDocument();
  });
});
