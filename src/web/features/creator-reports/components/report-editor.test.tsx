import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatorReport } from '@shared/contract/creator-reports';
import { apiError, json, renderReports, sampleReport } from '../test/render-reports';
import { ReportEditor } from './report-editor';

afterEach(() => vi.unstubAllGlobals());

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
function server(initial: CreatorReport) {
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
      report = { ...report, status: 'generating', generation: { provider: null, progress: 0, error: null } };
    return json(200, report);
  };
}

describe('the report editor', () => {
  it('saves only what changed', async () => {
    const user = userEvent.setup();
    const report = sampleReport();
    const { calls } = renderReports(editor(report), server(report));
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'What rooftop bees teach us');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ title: 'What rooftop bees teach us' });
    expect(await screen.findByRole('heading', { level: 1, name: 'What rooftop bees teach us' })).toBeTruthy();
  });

  it('previews the Markdown summary', async () => {
    const user = userEvent.setup();
    const report = sampleReport({ summary: 'Bees **love** clover.' });
    renderReports(editor(report), server(report));
    await user.click(await screen.findByRole('tab', { name: 'Preview' }));
    const strong = await screen.findByText('love');
    expect(strong.tagName).toBe('STRONG');
  });

  it('keeps 3 to 7 key learnings', async () => {
    const user = userEvent.setup();
    const report = sampleReport();
    const { calls } = renderReports(editor(report), server(report));
    await user.click(await screen.findByRole('button', { name: 'Remove key learning 3' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Give at least 3 key learnings')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    const add = screen.getByRole('button', { name: 'Add key learning' });
    for (let i = 0; i < 5; i++) await user.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true);
  });

  it('publishes after confirmation', async () => {
    const user = userEvent.setup();
    const report = sampleReport();
    const { calls } = renderReports(editor(report), server(report));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/publish'))).toBe(true));
    expect(await screen.findByText('Published')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View as a reader' }).getAttribute('href')).toBe(
      `/subscriber/reports/${report.id}`,
    );
  });

  it('says why publishing was refused', async () => {
    const user = userEvent.setup();
    const report = sampleReport();
    renderReports(editor(report), (method, path) =>
      path.endsWith('/publish')
        ? apiError(422, 'creator_settings_not_found', 'Set up your channel before publishing a report.')
        : json(200, report),
    );
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Set up your channel before publishing a report.')).toBeTruthy();
  });

  it('deletes after confirmation', async () => {
    const user = userEvent.setup();
    const onDeleted = vi.fn();
    const report = sampleReport({ status: 'published', publishedAt: '2025-03-06T10:00:00.000Z' });
    const { calls } = renderReports(editor(report, onDeleted), server(report));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this report?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete report' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('starts generating a draft and shows its progress in the navbar badge', async () => {
    const user = userEvent.setup();
    const report = sampleReport({
      status: 'draft',
      summary: '',
      keyLearnings: [],
      generation: { provider: null, progress: 0, error: null },
    });
    renderReports(editor(report), server(report));
    await user.click(await screen.findByRole('button', { name: 'Generate report' }));
    expect(await screen.findByText('Generating the report')).toBeTruthy();
    expect(screen.getByTestId('progress-badge').textContent).toBe(`report-generation:${report.id}=0`);
    expect(screen.getByLabelText('Title').closest('fieldset')?.disabled).toBe(true);
  });

  it('shows why generation failed and offers to try again', async () => {
    const report = sampleReport({
      status: 'failed',
      generation: { provider: null, progress: 0, error: 'The transcript is too short to summarize.' },
    });
    renderReports(editor(report), server(report));
    expect(await screen.findByText('The transcript is too short to summarize.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says who made the report: the built-in summarizer standing in for the model, or the model', async () => {
    const fallback = sampleReport();
    fallback.generation = { ...fallback.generation, provider: 'extractive', fallback: 'model_unavailable' };
    const { unmount } = renderReports(editor(fallback), server(fallback));
    expect(
      await screen.findByText(/Made by the built-in summarizer because the language model was unavailable/),
    ).toBeTruthy();
    unmount();

    const model = sampleReport();
    model.generation = { ...model.generation, provider: 'openai-compatible:llama3.1:8b', fallback: null };
    renderReports(editor(model), server(model));
    expect(await screen.findByText(/Made by llama3\.1:8b/)).toBeTruthy();
    expect(screen.queryByText(/built-in summarizer/)).toBeNull();
  });

  it('says when the report does not exist', async () => {
    renderReports(editor(sampleReport()), () => apiError(404, 'report_not_found', 'Report not found.'));
    expect(await screen.findByText('Report not found or an unexpected error occurred.')).toBeTruthy();
  });
});
