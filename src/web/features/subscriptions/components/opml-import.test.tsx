import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OpmlPreview, OpmlSubscribeResponse } from '@shared/contract/opml';
import { createQueryClient } from '@web/lib/query-client';
import { answerApi, apiError, json } from '@web/test/server';
import { OpmlImport } from './opml-import';

const ids = {
  a: '11111111-1111-4111-8111-111111111111',
  b: '22222222-2222-4222-8222-222222222222',
  c: '33333333-3333-4333-8333-333333333333',
};

const preview: OpmlPreview = {
  outlineCount: 4,
  matched: [
    {
      outlineTitle: 'A',
      xmlUrl: 'https://a.example/feed',
      creatorId: ids.a,
      channelName: 'Show A',
      logoUrl: null,
      matchedBy: 'feed_url',
      alreadySubscribed: false,
    },
    {
      outlineTitle: 'B',
      xmlUrl: null,
      creatorId: ids.b,
      channelName: 'Show B',
      logoUrl: null,
      matchedBy: 'podcast_guid',
      alreadySubscribed: false,
    },
    {
      outlineTitle: 'C',
      xmlUrl: 'https://c.example/feed',
      creatorId: ids.c,
      channelName: 'Show C',
      logoUrl: null,
      matchedBy: 'feed_url',
      alreadySubscribed: true,
    },
  ],
  unmatched: [{ outlineTitle: 'Elsewhere Radio', xmlUrl: 'https://elsewhere.example/rss' }],
};

function renderImport() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OpmlImport />
    </QueryClientProvider>,
  );
}

const opmlFile = () =>
  new File(['<opml version="2.0"><body/></opml>'], 'podcasts.opml', { type: 'text/x-opml' });

describe('OpmlImport', () => {
  it('previews a file, subscribes to the chosen matches in one step and shows each outcome', async () => {
    const result: OpmlSubscribeResponse = {
      subscribed: 1,
      refused: 0,
      results: [
        { creatorId: ids.a, channelName: 'Show A', outcome: 'subscribed', code: null, message: null },
      ],
    };
    const calls = answerApi((method, path) => {
      if (path === '/api/subscriptions/trial-usage') return json(200, { used: 0, limit: 5, remaining: 5 });
      if (method === 'POST' && path === '/api/subscriptions/opml/preview') return json(200, preview);
      if (method === 'POST' && path === '/api/subscriptions/opml/subscribe') return json(200, result);
      return json(200, {});
    });
    const user = userEvent.setup();
    renderImport();
    await user.upload(screen.getByTestId('opml-file-input'), opmlFile());

    const found = await screen.findByRole('list', { name: 'Podcasts found on Podbrief' });
    expect(screen.getByRole('heading', { name: '3 of 4 podcasts are on Podbrief' })).toBeInTheDocument();
    expect(within(found).getByRole('checkbox', { name: 'Show C' })).toBeDisabled();
    expect(within(found).getByText('Subscribed')).toBeInTheDocument();
    expect(screen.getByText('Elsewhere Radio')).toBeInTheDocument();
    // Matches not yet followed start chosen; the reader leaves one out.
    await user.click(within(found).getByRole('checkbox', { name: 'Show B' }));
    await user.click(screen.getByRole('button', { name: 'Subscribe to 1 channel' }));

    expect(await screen.findByText('Subscribed to 1 channel.')).toBeInTheDocument();
    const upload = calls.find((c) => c.path === '/api/subscriptions/opml/preview');
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(calls.find((c) => c.path === '/api/subscriptions/opml/subscribe')?.body).toEqual({
      creatorIds: [ids.a],
    });
  });

  it("shows the server's reason when a file is refused, and nothing is subscribed", async () => {
    const calls = answerApi(() =>
      apiError(
        422,
        'opml_invalid',
        'This OPML file declares a DTD (<!DOCTYPE>), which Podbrief does not read for safety. Nothing was changed.',
      ),
    );
    const user = userEvent.setup();
    renderImport();
    await user.upload(screen.getByTestId('opml-file-input'), opmlFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(/declares a DTD/);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/subscriptions/opml/preview',
    ]);
  });

  it('says how many the free trial can still take and pre-chooses no more than that', async () => {
    const many: OpmlPreview = {
      ...preview,
      matched: preview.matched.map((m) => ({ ...m, alreadySubscribed: false })),
    };
    answerApi((method, path) => {
      if (path === '/api/subscriptions/trial-usage') return json(200, { used: 3, limit: 5, remaining: 2 });
      if (method === 'POST' && path === '/api/subscriptions/opml/preview') return json(200, many);
      return json(404, {});
    });
    const user = userEvent.setup();
    renderImport();
    await user.upload(screen.getByTestId('opml-file-input'), opmlFile());

    const found = await screen.findByRole('list', { name: 'Podcasts found on Podbrief' });
    expect(screen.getByTestId('opml-trial-room')).toHaveTextContent(
      'Your free trial has room for 2 more podcasts (up to 5 at once).',
    );
    const boxes = within(found).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('aria-checked'))).toEqual(['true', 'true', 'false']);
    expect(screen.getByRole('button', { name: 'Subscribe to 2 channels' })).toBeEnabled();

    // Choosing one more than there is room for says what will happen; the server still decides.
    await user.click(within(found).getByRole('checkbox', { name: 'Show C' }));
    expect(screen.getByTestId('opml-trial-room')).toHaveTextContent(
      'Only 2 podcasts can be added: 1 of those chosen would be refused.',
    );
  });

  it('says when the free trial is full and pre-chooses nothing', async () => {
    answerApi((method, path) => {
      if (path === '/api/subscriptions/trial-usage') return json(200, { used: 5, limit: 5, remaining: 0 });
      if (method === 'POST' && path === '/api/subscriptions/opml/preview') return json(200, preview);
      return json(404, {});
    });
    const user = userEvent.setup();
    renderImport();
    await user.upload(screen.getByTestId('opml-file-input'), opmlFile());
    await screen.findByRole('list', { name: 'Podcasts found on Podbrief' });
    expect(screen.getByTestId('opml-trial-room')).toHaveTextContent(
      'Your free trial is full (5 of 5 podcasts): cancel a trial to free a slot.',
    );
    expect(screen.getByRole('button', { name: 'Subscribe to 0 channels' })).toBeDisabled();
  });
});
