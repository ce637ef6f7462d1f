import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EpisodeSources } from '@shared/contract/creator-reports';
import { apiError, json, type ApiHandler } from '@web/test/server';
import { sampleCreatorReport } from '@web/test/factories';
import { renderReports } from '../test/render-reports';
import { ReportsList } from './reports-list';

const draft = sampleCreatorReport({ id: 'a0000000-0000-4000-8000-000000000010', status: 'draft' });
const transcribing = sampleCreatorReport({
  id: draft.id,
  status: 'generating',
  generation: { provider: null, progress: 0, error: null, stage: 'transcribing' },
});
const canTranscribe: EpisodeSources = {
  transcriptionAvailable: true,
  audioMaxBytes: 200_000_000,
  transcriptionMaxBytes: 25_000_000,
};

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

const api =
  (sources: EpisodeSources, upload: () => Response = () => json(200, transcribing)): ApiHandler =>
  (method, path) => {
    if (path === '/api/creator/episode-sources') return json(200, sources);
    if (method === 'GET') return json(200, { items: [], nextCursor: null });
    if (method === 'POST' && path === '/api/creator/reports') return json(201, draft);
    if (method === 'POST' && path.startsWith(`/api/creator/reports/${draft.id}/audio`)) return upload();
    if (method === 'DELETE') return json(204, null);
    return json(404, {});
  };

const wav = () => new File([new Uint8Array(2048)], 'episode-12.wav', { type: 'audio/wav' });

async function openAudioTab() {
  const user = userEvent.setup();
  await user.click((await screen.findAllByRole('button', { name: 'Add episode' }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Add episode' });
  await user.click(within(dialog).getByRole('tab', { name: 'Audio file' }));
  return { user, dialog };
}

describe('adding an episode with its audio alone', () => {
  it('creates the draft, uploads the audio to be transcribed, and does not ask to generate', async () => {
    const onCreated = vi.fn();
    const { calls } = renderReports(list(onCreated), api(canTranscribe));
    const { user, dialog } = await openAudioTab();
    await user.type(within(dialog).getByLabelText('Episode title'), 'Bees on the roof');
    await user.upload(
      await within(dialog).findByLabelText('Audio file (MP3, M4A/AAC, OGG/Opus or WAV)'),
      wav(),
    );
    expect(within(dialog).getByText(/episode-12\.wav · 0 MB/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/MP3 or WAV up to 200 MB, other kinds up to 25 MB\./),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Transcribe and generate the report right away')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add episode' }));

    await waitFor(() =>
      expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ status: 'generating' })),
    );
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/creator/reports');
    expect(post?.body).toEqual({
      episode: {
        title: 'Bees on the roof',
        number: null,
        publishedAt: null,
        durationSeconds: 0,
        mediaUrl: null,
      },
    });
    const upload = calls.find((c) => c.path === `/api/creator/reports/${draft.id}/audio?transcribe=true`);
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(calls.some((c) => c.path.endsWith('/generate'))).toBe(false);
  });

  it('removes the draft again and says why when the upload is refused', async () => {
    const onCreated = vi.fn();
    const { calls } = renderReports(
      list(onCreated),
      api(canTranscribe, () => apiError(400, 'audio_invalid', 'This file is not audio we can use.')),
    );
    const { user, dialog } = await openAudioTab();
    await user.type(within(dialog).getByLabelText('Episode title'), 'Not audio');
    await user.upload(
      await within(dialog).findByLabelText('Audio file (MP3, M4A/AAC, OGG/Opus or WAV)'),
      wav(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add episode' }));
    expect(await within(dialog).findByText('This file is not audio we can use.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/creator/reports/${draft.id}`)).toBe(
      true,
    );
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('refuses an M4A larger than the transcription service takes before sending anything', async () => {
    const { calls } = renderReports(list(), api({ ...canTranscribe, transcriptionMaxBytes: 1000 }));
    const { user, dialog } = await openAudioTab();
    expect(within(dialog).getByText(/MP3 or WAV up to 200 MB, other kinds up to 0 MB\./)).toBeInTheDocument();
    await user.upload(
      await within(dialog).findByLabelText('Audio file (MP3, M4A/AAC, OGG/Opus or WAV)'),
      new File([new Uint8Array(2048)], 'episode-12.m4a', { type: 'audio/mp4' }),
    );
    expect(
      await within(dialog).findByText(
        /the largest that can be transcribed here is 0 MB unless it is MP3 or WAV, which are sent in parts\. Convert it to MP3/,
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('takes an MP3 or WAV larger than the transcription service takes: the server sends it in parts', async () => {
    renderReports(list(), api({ ...canTranscribe, transcriptionMaxBytes: 1000 }));
    const { user, dialog } = await openAudioTab();
    await user.upload(
      await within(dialog).findByLabelText('Audio file (MP3, M4A/AAC, OGG/Opus or WAV)'),
      wav(),
    );
    expect(await within(dialog).findByText(/episode-12\.wav · 0 MB/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/the largest that can be/)).not.toBeInTheDocument();
  });

  it('says plainly that a transcript is needed where the server cannot transcribe', async () => {
    renderReports(
      list(),
      api({ transcriptionAvailable: false, audioMaxBytes: 200_000_000, transcriptionMaxBytes: null }),
    );
    const { dialog } = await openAudioTab();
    expect(
      await within(dialog).findByText(
        'Transcription is not set up on this server. Paste or upload a transcript of the episode instead.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add episode' })).toBeDisabled();
    // Nothing to transcribe or generate here: the choice is not offered.
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
