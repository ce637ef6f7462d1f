import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Highlight } from '@shared/contract/highlights';
import { answer, json, sentRequests } from '@web/test/server';
import { useHighlightText } from '../hooks/use-highlight-text';
import { useReportHighlights } from '../hooks/use-report-highlights';
import { HighlightLayer } from './highlight-layer';

/**
 * The highlight action on a report's text: a turn of the transcript marked as the report page marks it,
 * the real highlight service (localStorage of happy-dom) and the API answered by msw.
 */

const reportId = '0b8c7c56-1a7e-4b7e-9d1e-3f4c1d2e5a60';
const turn = 'Hello there. Bees need water near the hive.';
let userCount = 0;

function Report({ userId }: { userId: string }) {
  const { highlights } = useReportHighlights(reportId, userId);
  const text = useHighlightText(highlights);
  return (
    <>
      <p data-testid="turn" {...text.pieceProps('transcript', 0, 0)}>
        {text.renderText('transcript', 0, 0, turn)}
      </p>
      <HighlightLayer reportId={reportId} userId={userId} />
    </>
  );
}

/** The API: the report's highlights, and PUT answered as the server would (version + 1). */
function setup() {
  const saved: Record<string, unknown>[] = [];
  answer({
    [`GET /api/reports/${reportId}/highlights`]: () => json(200, { reportId, items: [] }),
    'PUT /api/highlights/:id': async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      saved.push(body);
      const id = new URL(request.url).pathname.split('/').pop() ?? '';
      const now = new Date().toISOString();
      const highlight: Highlight = {
        id,
        reportId,
        part: body.part as Highlight['part'],
        partIndex: body.partIndex as number,
        textStart: body.textStart as number,
        textEnd: body.textEnd as number,
        text: body.text as string,
        comment: (body.comment as string | null) ?? null,
        startSeconds: 83,
        endSeconds: 90,
        speaker: 'Maya',
        version: (body.baseVersion as number) + 1,
        createdAt: now,
        updatedAt: now,
      };
      return json(200, highlight);
    },
  });
  const userId = `reader-${++userCount}`;
  render(<Report userId={userId} />);
  return { saved, user: userEvent.setup() };
}

function select(from: number, to: number) {
  const node = screen.getByTestId('turn').firstChild;
  if (!node) throw new Error('no text');
  const range = document.createRange();
  range.setStart(node, from);
  range.setEnd(node, to);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
  act(() => {
    document.dispatchEvent(new Event('selectionchange'));
  });
}

beforeEach(() => {
  window.localStorage.clear();
  window.getSelection()?.removeAllRanges();
});

describe('HighlightLayer', () => {
  it('shows the Highlight action for a selection and saves it with its offsets, then marks it', async () => {
    const { saved, user } = setup();
    expect(screen.queryByRole('toolbar', { name: 'Highlight the selection' })).not.toBeInTheDocument();
    select(13, 43);
    const action = screen.getByRole('toolbar', { name: 'Highlight the selection' });
    const button = within(action).getByRole('button', { name: 'Highlight' });
    expect(button).toHaveAttribute('title', 'Highlight (H)');
    await user.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      reportId,
      part: 'transcript',
      partIndex: 0,
      textStart: 13,
      textEnd: 43,
      text: 'Bees need water near the hive.',
      baseVersion: 0,
    });
    const mark = await screen.findByText('Bees need water near the hive.', { selector: 'mark' });
    expect(mark).toHaveAttribute('tabindex', '0');
    expect(screen.queryByRole('toolbar', { name: 'Highlight the selection' })).not.toBeInTheDocument();
  });

  it('saves the selection with H from the keyboard', async () => {
    const { saved } = setup();
    select(0, 12);
    fireEvent.keyDown(document.body, { key: 'h', code: 'KeyH' });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ text: 'Hello there.', textStart: 0, textEnd: 12 });
  });

  it('does nothing on H without a selection', async () => {
    const { saved } = setup();
    await waitFor(() => expect(sentRequests()).toContain(`GET /api/reports/${reportId}/highlights`));
    fireEvent.keyDown(document.body, { key: 'h', code: 'KeyH' });
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    // A highlight is stored on the device before anything is sent: none was.
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('podbrief.highlight.'))).toEqual(
      [],
    );
    expect(saved).toHaveLength(0);
  });

  it('adds a comment when highlighting, and edits it from the mark', async () => {
    const { saved, user } = setup();
    select(0, 12);
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Highlight with a comment' });
    await user.type(within(dialog).getByLabelText('Comment (optional)'), 'A greeting');
    await user.click(within(dialog).getByRole('button', { name: 'Save highlight' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ text: 'Hello there.', comment: 'A greeting', baseVersion: 0 });

    const mark = await screen.findByText('Hello there.', { selector: 'mark' });
    await waitFor(() => expect(mark).toHaveAttribute('title', 'Highlight: A greeting'));
    mark.focus();
    fireEvent.keyDown(mark, { key: 'Enter' });
    const edit = await screen.findByRole('dialog', { name: 'Highlight' });
    expect(within(edit).getByText('1:23 · Maya')).toBeInTheDocument();
    const field = within(edit).getByLabelText('Comment (optional)');
    await user.clear(field);
    await user.type(field, 'A warm greeting');
    await user.click(within(edit).getByRole('button', { name: 'Save comment' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toMatchObject({ comment: 'A warm greeting', baseVersion: 1 });
  });
});
