import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CreatorReport } from '@shared/contract/creator-reports';
import { apiError, json } from '@web/test/server';
import { sampleCreatorReport } from '@web/test/factories';
import { renderReports } from '../test/render-reports';
import { ReportEditor } from './report-editor';

function editor(report: CreatorReport, onDeleted = vi.fn()) {
  return (
    <ReportEditor
      reportId={report.id}
      backHref="/creator/reports"
      readerHref={`/subscriber/reports/${report.id}`}
      onDeleted={onDeleted}
      notCreator={<p>Become a creator first</p>}
    />
  );
}

/** A tiny server for one report: GET answers it, PATCH merges the body, actions change the status. */
function reportApi(initial: CreatorReport) {
  let report = initial;
  return (method: string, path: string, body: unknown) => {
    if (method === 'GET') return json(200, report);
    if (method === 'PATCH') {
      const patch = body as Partial<CreatorReport>;
      report = { ...report, ...patch, episode: { ...report.episode, ...(patch.episode ?? {}) } };
      return json(200, report);
    }
    if (method === 'DELETE') return json(204, null);
    if (path.endsWith('/publish'))
      report = { ...report, status: 'published', publishedAt: '2025-03-06T10:00:00.000Z' };
    if (path.endsWith('/unpublish')) report = { ...report, status: 'ready', publishedAt: null };
    if (path.endsWith('/generate'))
      report = {
        ...report,
        status: 'generating',
        generation: { provider: null, progress: 0, error: null, stage: null },
      };
    return json(200, report);
  };
}

describe('the report editor', () => {
  it('saves only what changed', async () => {
    const user = userEvent.setup();
    const report = sampleCreatorReport();
    const { calls } = renderReports(editor(report), reportApi(report));
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'What rooftop bees teach us');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ title: 'What rooftop bees teach us' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What rooftop bees teach us' }),
    ).toBeInTheDocument();
  });

  it('previews the Markdown summary', async () => {
    const user = userEvent.setup();
    const report = sampleCreatorReport({ summary: 'Bees **love** clover.' });
    renderReports(editor(report), reportApi(report));
    await user.click(await screen.findByRole('tab', { name: 'Preview' }));
    const strong = await screen.findByText('love');
    expect(strong.tagName).toBe('STRONG');
  });

  it('keeps 3 to 7 key learnings', async () => {
    const user = userEvent.setup();
    const report = sampleCreatorReport();
    const { calls } = renderReports(editor(report), reportApi(report));
    await user.click(await screen.findByRole('button', { name: 'Remove key learning 3' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Give at least 3 key learnings')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    const add = screen.getByRole('button', { name: 'Add key learning' });
    for (let i = 0; i < 5; i++) await user.click(add);
    expect(add).toBeDisabled();
  });

  it('publishes after confirmation', async () => {
    const user = userEvent.setup();
    const report = sampleCreatorReport();
    const { calls } = renderReports(editor(report), reportApi(report));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/publish'))).toBe(true));
    expect(await screen.findByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View as a reader' })).toHaveAttribute(
      'href',
      `/subscriber/reports/${report.id}`,
    );
  });

  it('warns before publishing a thin report: a short summary, learnings left out, no timestamps', async () => {
    const user = userEvent.setup();
    const report = sampleCreatorReport({
      keyLearnings: sampleCreatorReport().keyLearnings.map((l) => ({ ...l, start: null, end: null })),
      chapters: [],
      quotes: [],
      droppedByChecks: [
        {
          part: 'learning',
          text: 'Forty hives: he keeps 45 hives.',
          reason: 'the number “45” is not in the passage it cites',
        },
      ],
    });
    renderReports(editor(report), reportApi(report));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this report?' });
    const note = within(dialog).getByRole('note', { name: 'This report may be thin' });
    expect(note).toHaveTextContent('The summary is short: 11 words, where a report usually has 150–400.');
    expect(note).toHaveTextContent('1 learning was left out because the transcript does not back it.');
    expect(note).toHaveTextContent('The transcript has no timestamps');
  });

  it('does not warn before publishing a full report with its moments', async () => {
    const user = userEvent.setup();
    const report = sampleCreatorReport({ summary: 'Rooftop hives do well in cities. '.repeat(30) });
    renderReports(editor(report), reportApi(report));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this report?' });
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows what the checks left out of the model’s answer, and why', async () => {
    const user = userEvent.setup();
    const report = sampleCreatorReport({
      generation: { provider: 'openai-compatible:llama3.1', progress: 100, error: null, stage: null },
      droppedByChecks: [
        {
          part: 'summary',
          text: 'Bartholomew Quince keeps bees.',
          reason: 'the name “Quince” is not in the passage it cites',
        },
      ],
    });
    renderReports(editor(report), reportApi(report));
    await user.click(await screen.findByText('1 part left out'));
    const list = screen.getByRole('list', { name: 'Left out by the checks' });
    expect(list).toHaveTextContent('Summary sentence: Bartholomew Quince keeps bees.');
    expect(list).toHaveTextContent('Why: the name “Quince” is not in the passage it cites.');
  });

  it('says why publishing was refused', async () => {
    const user = userEvent.setup();
    const report = sampleCreatorReport();
    renderReports(editor(report), (method, path) =>
      path.endsWith('/publish')
        ? apiError(422, 'creator_settings_not_found', 'Set up your channel before publishing a report.')
        : json(200, report),
    );
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Set up your channel before publishing a report.')).toBeInTheDocument();
  });

  it('deletes after confirmation', async () => {
    const user = userEvent.setup();
    const onDeleted = vi.fn();
    const report = sampleCreatorReport({ status: 'published', publishedAt: '2025-03-06T10:00:00.000Z' });
    const { calls } = renderReports(editor(report, onDeleted), reportApi(report));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete report' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('starts generating a draft and shows its progress in the navbar badge', async () => {
    const user = userEvent.setup();
    const report = sampleCreatorReport({
      status: 'draft',
      summary: '',
      keyLearnings: [],
      generation: { provider: null, progress: 0, error: null, stage: null },
    });
    renderReports(editor(report), reportApi(report));
    await user.click(await screen.findByRole('button', { name: 'Generate report' }));
    expect(await screen.findByText('Generating the report')).toBeInTheDocument();
    expect(screen.getByTestId('progress-badge')).toHaveTextContent(`report-generation:${report.id}=0`);
    expect(screen.getByLabelText('Title').closest('fieldset')).toBeDisabled();
  });

  it('shows why generation failed and offers to try again', async () => {
    const report = sampleCreatorReport({
      status: 'failed',
      generation: {
        provider: null,
        progress: 0,
        error: 'The transcript is too short to summarize.',
        stage: null,
      },
    });
    renderReports(editor(report), reportApi(report));
    expect(await screen.findByText('The transcript is too short to summarize.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says who made the report: the built-in summarizer standing in for the model, or the model', async () => {
    const fallback = sampleCreatorReport();
    fallback.generation = { ...fallback.generation, provider: 'extractive', fallback: 'model_unavailable' };
    const { unmount } = renderReports(editor(fallback), reportApi(fallback));
    expect(
      await screen.findByText(/Made by the built-in summarizer because the language model was unavailable/),
    ).toBeInTheDocument();
    unmount();

    const model = sampleCreatorReport();
    model.generation = { ...model.generation, provider: 'openai-compatible:llama3.1:8b', fallback: null };
    renderReports(editor(model), reportApi(model));
    expect(await screen.findByText(/Made by llama3\.1:8b/)).toBeInTheDocument();
    expect(screen.queryByText(/built-in summarizer/)).not.toBeInTheDocument();
  });

  it('says when the report does not exist', async () => {
    renderReports(editor(sampleCreatorReport()), () =>
      apiError(404, 'report_not_found', 'Report not found.'),
    );
    expect(await screen.findByText('Report not found or an unexpected error occurred.')).toBeInTheDocument();
  });
});

describe('moments and chapters in the editor', () => {
  it('shows a learning’s moment and saves an adjusted one in seconds', async () => {
    const user = userEvent.setup();
    const report = sampleCreatorReport();
    const { calls } = renderReports(editor(report), reportApi(report));
    const start = await screen.findByLabelText('From', { selector: '#editor-learning-0-start' });
    expect(start).toHaveValue('12:34');
    expect(
      (screen.getByLabelText('Speaker', { selector: '#editor-learning-0-speaker' }) as HTMLInputElement)
        .value,
    ).toBe('Nora');
    await user.clear(start);
    await user.type(start, '12:40');
    await user.type(screen.getByLabelText('From', { selector: '#editor-learning-1-start' }), '20:00');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const body = calls.find((c) => c.method === 'PATCH')?.body as {
      keyLearnings: { start: number | null; end: number | null; speaker: string | null }[];
    };
    expect(body.keyLearnings[0]).toMatchObject({ start: 760, end: 790, speaker: 'Nora' });
    expect(body.keyLearnings[1]).toMatchObject({ start: 1200, end: null, speaker: null });
  });

  it('refuses a time it cannot read and a moment that ends before it starts', async () => {
    const user = userEvent.setup();
    const report = sampleCreatorReport();
    const { calls } = renderReports(editor(report), reportApi(report));
    const start = await screen.findByLabelText('From', { selector: '#editor-learning-0-start' });
    await user.clear(start);
    await user.type(start, 'soon');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Write a time like 12:34 or 1:02:03')).toBeInTheDocument();
    await user.clear(start);
    await user.type(start, '14:00');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The moment must start before it ends')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('lists, adds and removes chapters, saving them in time order', async () => {
    const user = userEvent.setup();
    const report = sampleCreatorReport({
      chapters: [
        { title: 'Welcome', startSeconds: 0, endSeconds: 300 },
        { title: 'Mites', startSeconds: 300, endSeconds: 900 },
      ],
    });
    const { calls } = renderReports(editor(report), reportApi(report));
    expect(await screen.findByLabelText('Title of chapter 2')).toHaveValue('Mites');
    await user.click(screen.getByRole('button', { name: 'Add chapter' }));
    await user.type(screen.getByLabelText('Start of chapter 3'), '2:30');
    await user.type(screen.getByLabelText('Title of chapter 3'), 'Why roofs');
    await user.click(screen.getByRole('button', { name: 'Remove chapter 1' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      chapters: [
        { title: 'Why roofs', startSeconds: 150, endSeconds: 300 },
        { title: 'Mites', startSeconds: 300, endSeconds: 900 },
      ],
    });
  });

  it('asks for a chapter’s start time', async () => {
    const user = userEvent.setup();
    const report = sampleCreatorReport();
    renderReports(editor(report), reportApi(report));
    await user.click(await screen.findByRole('button', { name: 'Add chapter' }));
    await user.type(screen.getByLabelText('Title of chapter 1'), 'Opening');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Give the chapter a start time')).toBeInTheDocument();
  });
});

describe('the episode audio in the editor', () => {
  const audio = {
    source: 'upload' as const,
    url: '/files/a.wav',
    mimeType: 'audio/wav',
    bytes: 2_400_000,
    durationSeconds: 150,
  };

  it('transcribes the audio when the server can', async () => {
    const user = userEvent.setup();
    const report = sampleCreatorReport({ audio, transcriptionAvailable: true, transcript: null });
    const { calls } = renderReports(editor(report), reportApi(report));
    await user.click(await screen.findByRole('button', { name: 'Transcribe' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/transcribe'))).toBe(true));
  });

  it('says to add a transcript when transcription is not set up', async () => {
    const report = sampleCreatorReport({ audio, transcriptionAvailable: false, transcript: null });
    renderReports(editor(report), reportApi(report));
    expect(
      await screen.findByText(
        'Transcription is not set up on this server. Paste or upload a transcript of the episode instead.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transcribe' })).not.toBeInTheDocument();
  });

  it('uploads a file and shows the server’s words when it is not audio', async () => {
    const user = userEvent.setup();
    const report = sampleCreatorReport();
    const { calls } = renderReports(editor(report), (method, path, body) =>
      path.endsWith('/audio')
        ? apiError(
            400,
            'audio_invalid',
            'This file is not audio we can use. Upload an MP3, M4A/AAC, OGG/Opus or WAV file.',
          )
        : reportApi(report)(method, path, body),
    );
    await screen.findByRole('button', { name: 'Upload audio' });
    await user.upload(
      screen.getByTestId('audio-file'),
      new File(['not audio'], 'notes.wav', { type: 'audio/wav' }),
    );
    expect(await screen.findByText(/This file is not audio we can use/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/audio'))).toBe(true);
  });
});
