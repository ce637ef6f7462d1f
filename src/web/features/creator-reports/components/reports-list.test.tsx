import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CreatorReport, FeedPreview } from '@shared/contract/creator-reports';
import { apiError, json } from '@web/test/server';
import { sampleCreatorReport } from '@web/test/factories';
import { renderReports } from '../test/render-reports';
import { ReportsList } from './reports-list';

const summaryOf = ({
  summary: _s,
  keyLearnings: _k,
  chapters: _c,
  quotes: _q,
  transcript: _t,
  ...rest
}: CreatorReport) => rest;

function list(onCreated = vi.fn()) {
  return (
    <ReportsList
      status={undefined}
      onStatusChange={() => undefined}
      reportHref={(id) => `/creator/reports/${id}`}
      onCreated={onCreated}
      notCreator={<p>Become a creator first</p>}
    />
  );
}

describe('the reports list', () => {
  it('shows each report with its status, and the live progress of one being generated', async () => {
    const generating = sampleCreatorReport({
      id: 'a0000000-0000-4000-8000-000000000002',
      title: 'Compost',
      status: 'generating',
      generation: { provider: null, progress: 40, error: null, stage: null },
    });
    renderReports(list(), (method, path) =>
      path.startsWith('/api/creator/reports?')
        ? json(200, { items: [summaryOf(generating), summaryOf(sampleCreatorReport())], nextCursor: null })
        : json(404, {}),
    );
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'Compost' })).toHaveAttribute(
      'href',
      `/creator/reports/${generating.id}`,
    );
    expect(within(rows[0]!).getByText('Generating')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Generating… 40%')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Ready to review')).toBeInTheDocument();
    expect(screen.getByTestId('progress-badge')).toHaveTextContent(`report-generation:${generating.id}=40`);
  });

  it("dates each row by its episode's release, not the day it was added", async () => {
    const imported = sampleCreatorReport({
      id: 'a0000000-0000-4000-8000-000000000003',
      title: 'From the archive',
      episode: {
        title: 'From the archive',
        number: 4,
        publishedAt: '2024-04-15T06:00:00.000Z',
        durationSeconds: 0,
        mediaUrl: null,
      },
      createdAt: '2026-11-28T10:00:00.000Z',
    });
    const undated = sampleCreatorReport({
      id: 'a0000000-0000-4000-8000-000000000004',
      title: 'Undated',
      episode: { title: 'Undated', number: null, publishedAt: null, durationSeconds: 0, mediaUrl: null },
      createdAt: '2026-11-27T10:00:00.000Z',
    });
    renderReports(list(), (method, path) =>
      path.startsWith('/api/creator/reports?')
        ? json(200, { items: [summaryOf(imported), summaryOf(undated)], nextCursor: null })
        : json(404, {}),
    );
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]!).getByText('Episode 4 · Released Apr 15, 2024')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText(/Nov 28, 2026/)).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('Added Nov 27, 2026')).toBeInTheDocument();
  });

  it('invites a creator without episodes to add one', async () => {
    renderReports(list(), () => json(200, { items: [], nextCursor: null }));
    expect(await screen.findByText('No episodes yet')).toBeInTheDocument();
  });

  it('shows the onboarding notice to a user who is not a creator', async () => {
    renderReports(list(), () =>
      apiError(403, 'creator_required', 'Become a creator first to manage a channel.'),
    );
    expect(await screen.findByText('Become a creator first')).toBeInTheDocument();
  });

  it('adds an episode with a pasted transcript and starts generating it', async () => {
    const user = userEvent.setup();
    const onCreated = vi.fn();
    const created = sampleCreatorReport({ status: 'draft' });
    const { calls } = renderReports(list(onCreated), (method, path) => {
      if (method === 'GET') return json(200, { items: [], nextCursor: null });
      if (path === '/api/creator/reports') return json(201, created);
      if (path.endsWith('/generate')) return json(200, { ...created, status: 'generating' });
      return json(404, {});
    });
    await user.click((await screen.findAllByRole('button', { name: 'Add episode' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add episode' });
    await user.click(within(dialog).getByRole('button', { name: 'Add episode' }));
    expect(await within(dialog).findByText('Episode title is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Episode title'), 'Bees on the roof');
    await user.type(within(dialog).getByLabelText('Episode number'), '12');
    await user.type(within(dialog).getByLabelText('Duration'), '1:02:03');
    await user.type(within(dialog).getByLabelText('Transcript'), 'Nora: Welcome back to the show.');
    await user.click(within(dialog).getByRole('button', { name: 'Add episode' }));

    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ status: 'generating' })),
    );
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/creator/reports');
    expect(post?.body).toEqual({
      episode: {
        title: 'Bees on the roof',
        number: 12,
        publishedAt: null,
        durationSeconds: 3723,
        mediaUrl: null,
      },
      transcript: { content: 'Nora: Welcome back to the show.', format: 'text', source: 'paste' },
    });
    expect(calls.some((c) => c.path === `/api/creator/reports/${created.id}/generate`)).toBe(true);
  });

  it('uploads an .srt file as SRT, reads .json as JSON, and refuses other file types', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = renderReports(list(), (method, path) => {
      if (method === 'GET') return json(200, { items: [], nextCursor: null });
      if (path === '/api/creator/reports') return json(201, sampleCreatorReport({ status: 'draft' }));
      return json(200, sampleCreatorReport({ status: 'generating' }));
    });
    await user.click((await screen.findAllByRole('button', { name: 'Add episode' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'Upload file' }));
    const input = within(dialog).getByLabelText('Transcript file (.txt, .md, .srt, .vtt, .json or .html)');
    await user.upload(input, new File(['%PDF-1.4'], 'episode.pdf', { type: 'application/pdf' }));
    expect(
      await within(dialog).findByText('Choose a .txt, .md, .srt, .vtt, .json or .html file.'),
    ).toBeInTheDocument();
    const segments = JSON.stringify({ version: '1.0.0', segments: [{ speaker: 'Ana', body: 'Hello.' }] });
    await user.upload(input, new File([segments], 'episode-12.json', { type: 'application/json' }));
    expect(await within(dialog).findByText(/episode-12\.json · JSON transcript/)).toBeInTheDocument();
    const srt = '1\n00:00:01,000 --> 00:00:03,000\nHello there.\n';
    await user.upload(input, new File([srt], 'episode-12.srt', { type: 'application/x-subrip' }));
    expect(await within(dialog).findByText(/episode-12\.srt · SRT captions/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Episode title'), 'Captions');
    await user.click(within(dialog).getByRole('button', { name: 'Add episode' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/creator/reports' && c.method === 'POST')).toBe(true),
    );
    const post = calls.find((c) => c.path === '/api/creator/reports' && c.method === 'POST');
    expect((post?.body as { transcript: unknown }).transcript).toEqual({
      content: srt,
      format: 'srt',
      source: 'upload',
    });
  });

  it('lists the episodes of an RSS feed and imports one that has a transcript', async () => {
    const user = userEvent.setup();
    const onCreated = vi.fn();
    const feed: FeedPreview = {
      feedUrl: 'https://feeds.example.com/show.xml',
      title: 'Small Acres',
      imageUrl: null,
      truncated: false,
      episodes: [
        {
          guid: 'ep-12',
          title: 'Bees on the roof',
          episodeNumber: 12,
          publishedAt: '2025-03-04T06:00:00.000Z',
          durationSeconds: 3723,
          mediaUrl: null,
          transcriptUrl: 'https://feeds.example.com/12.vtt',
          transcriptType: 'vtt',
          description: '',
        },
        {
          guid: 'ep-11',
          title: 'Compost',
          episodeNumber: 11,
          publishedAt: null,
          durationSeconds: null,
          mediaUrl: null,
          transcriptUrl: null,
          transcriptType: null,
          description: '',
        },
      ],
    };
    const { calls } = renderReports(list(onCreated), (method, path) => {
      if (method === 'GET') return json(200, { items: [], nextCursor: null });
      if (path === '/api/creator/feeds/preview') return json(200, feed);
      if (path === '/api/creator/reports/import') return json(201, sampleCreatorReport({ status: 'draft' }));
      return json(200, sampleCreatorReport({ status: 'generating' }));
    });
    await user.click((await screen.findAllByRole('button', { name: 'Add episode' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'From RSS feed' }));
    await user.type(within(dialog).getByLabelText('Podcast RSS feed URL'), feed.feedUrl);
    await user.click(within(dialog).getByRole('button', { name: 'Show episodes' }));
    const episodes = await within(dialog).findByRole('region', { name: 'Episodes of Small Acres' });
    expect(within(episodes).getByText('No transcript in feed')).toBeInTheDocument();
    await user.click(within(episodes).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/api/creator/reports/import')?.body).toEqual({
      feedUrl: feed.feedUrl,
      episode: feed.episodes[0],
    });
  });

  it('shows why a feed could not be read', async () => {
    const user = userEvent.setup();
    renderReports(list(), (method, path) =>
      method === 'GET'
        ? json(200, { items: [], nextCursor: null })
        : path === '/api/creator/feeds/preview'
          ? apiError(
              422,
              'rss_address_refused',
              'The address 10.0.0.1 points to a private or local network, which is not allowed.',
            )
          : json(404, {}),
    );
    await user.click((await screen.findAllByRole('button', { name: 'Add episode' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'From RSS feed' }));
    await user.type(within(dialog).getByLabelText('Podcast RSS feed URL'), 'http://10.0.0.1/feed.xml');
    await user.click(within(dialog).getByRole('button', { name: 'Show episodes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'points to a private or local network',
    );
  });
});
