import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@web/lib/query-client';
import { ProgressProvider } from '@web/lib/progress';
import { sampleFullReport } from '@web/test/factories';
import { answer, apiError, json, sentRequests } from '@web/test/server';
import { ReportView } from './report-view';

const report = sampleFullReport({
  audio: null,
  hasTranscript: true,
  keyLearnings: [
    { title: 'Sleep first', detail: 'Coffee hides sleep debt.', start: 12, end: null, speaker: null },
  ],
});
const readPath = `PUT /api/reports/${report.id}/read`;

/** Where the bottom of the report's article is on a 768 px screen (jsdom lays nothing out). */
let articleBottom = 2000;

beforeEach(() => {
  articleBottom = 2000;
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
  const original = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.getAttribute('aria-labelledby') !== 'report-title') return original.call(this);
    return DOMRect.fromRect({ x: 0, y: articleBottom - 3000, width: 600, height: 3000 });
  });
  answer({
    // This test is about the page, not the transcript.
    [`GET /api/reports/${report.id}/transcript`]: () => apiError(404, 'NOT_FOUND', 'No transcript.'),
    [readPath]: () => json(200, { reportId: report.id, isRead: true, readAt: '2026-11-27T08:00:00.000Z' }),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The page moves to `bottom`, and the read-progress hook measures it (a frame, then its dwell). */
function scrollTo(bottom: number) {
  articleBottom = bottom;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(50);
  });
}

const dwell = () => act(() => vi.advanceTimersByTime(3000));
const readMarks = () => sentRequests().filter((r) => r === readPath);
const progress = () => screen.getByRole('progressbar', { name: 'Reading progress' });

function renderReport(shown = report) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProgressProvider>
        <MemoryRouter initialEntries={[`/reports/${shown.id}`]}>
          <ReportView report={shown} backHref="/subscriber/podcasts" />
        </MemoryRouter>
      </ProgressProvider>
    </QueryClientProvider>,
  );
}

describe('ReportView read mark (docs/product.md#reports)', () => {
  it('"Show in transcript" leaves the report unread and its progress where the reader was', async () => {
    renderReport();
    scrollTo(1400);
    const before = Number(progress().getAttribute('aria-valuenow'));
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(100);

    fireEvent.click(screen.getByRole('button', { name: /Show in transcript/ }));
    // The page scrolls down to the transcript, through the rest of the report and past its end.
    scrollTo(900);
    scrollTo(-400);
    dwell();
    await act(async () => {
      await Promise.resolve();
    });
    expect(progress()).toHaveValue(before);

    // The reader goes back up and reads on to the end by themselves: that is reading.
    act(() => {
      window.dispatchEvent(new WheelEvent('wheel'));
    });
    scrollTo(1200);
    scrollTo(700);
    dwell();
    vi.useRealTimers();
    await waitFor(() => expect(readMarks()).toHaveLength(1));
    expect(progress()).toHaveValue(100);
  });

  it('does not mark the report read when "Show in transcript" lands past its end, however long', async () => {
    renderReport();
    scrollTo(1400);
    fireEvent.click(screen.getByRole('button', { name: /Show in transcript/ }));
    scrollTo(-400);
    dwell();
    vi.useRealTimers();
    // A request the hook would have sent has started by the time the transcript's request has.
    await waitFor(() => expect(sentRequests()).toContain(`GET /api/reports/${report.id}/transcript`));
    expect(readMarks()).toEqual([]);
  });

  it('does not mark the report read on "Play from", whatever the page does next', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    renderReport(sampleFullReport({ ...report, audio: sampleFullReport().audio }));
    scrollTo(1400);
    fireEvent.click(screen.getByRole('button', { name: /Play from/ }));
    scrollTo(-400);
    dwell();
    vi.useRealTimers();
    await screen.findByRole('region', { name: 'Episode player' });
    expect(readMarks()).toEqual([]);
  });

  it('still marks the report read when the reader scrolls to its end', async () => {
    renderReport();
    scrollTo(1400);
    scrollTo(700);
    dwell();
    vi.useRealTimers();
    await waitFor(() => expect(readMarks()).toHaveLength(1));
  });
});

describe('ReportView moment buttons, as a screen reader lists them', () => {
  it('names a learning, a chapter of the same title and a quote apart', () => {
    renderReport(
      sampleFullReport({
        hasTranscript: true,
        keyLearnings: [{ title: 'Sleep debt', detail: 'It builds up.', start: 12, end: null, speaker: null }],
        chapters: [{ title: 'Sleep debt', startSeconds: 90, endSeconds: null }],
        quotes: [
          {
            text: 'Sleep comes before coffee, every single day of the week.',
            speaker: 'Maya',
            start: 40,
            end: null,
          },
        ],
      }),
    );
    // The name a screen reader reads: the label when there is one, else the text (visible and sr-only).
    const spoken = screen
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
    expect(spoken.filter((name) => name.startsWith('Show in transcript'))).toEqual([
      'Show in transcript: key learning: Sleep debt',
      'Show in transcript: chapter Sleep debt',
      'Show in transcript: quote by Maya: “Sleep comes before coffee, every single day of…”',
    ]);
    expect(spoken).toContain(
      'Play from 0:40 (40 seconds): quote by Maya: “Sleep comes before coffee, every single day of…”',
    );
    expect(spoken.filter((name) => /quote \d/.test(name))).toEqual([]);
  });
});

describe('ReportView says how the report was made (issue 37)', () => {
  it('names the built-in summarizer', () => {
    renderReport(sampleFullReport({ madeBy: { kind: 'builtin' } }));
    expect(screen.getByTestId('report-provenance')).toHaveTextContent(
      'Made by Podbrief’s built-in summarizer from sentences of the episode’s transcript.',
    );
  });

  it('names the model that wrote it', () => {
    renderReport(sampleFullReport({ madeBy: { kind: 'model', model: 'llama3.1:8b' } }));
    expect(screen.getByTestId('report-provenance')).toHaveTextContent(
      'Written by the model llama3.1:8b from the episode’s transcript.',
    );
    expect(screen.queryByText(/built-in summarizer/)).not.toBeInTheDocument();
  });

  it('says nothing of it when nothing was recorded', () => {
    renderReport(sampleFullReport({ madeBy: null }));
    expect(screen.queryByTestId('report-provenance')).not.toBeInTheDocument();
  });
});

describe('ReportView of a transcript without timestamps', () => {
  const untimed = sampleFullReport({
    hasTranscript: true,
    hasTimestamps: false,
    keyLearnings: [{ title: 'Sleep debt', detail: 'It builds up.', start: 0, end: null, speaker: 'Maya' }],
    chapters: [
      { title: 'Opening', startSeconds: 0, endSeconds: null },
      { title: 'Sleep debt', startSeconds: 0, endSeconds: null },
    ],
    quotes: [{ text: 'Sleep comes before coffee.', speaker: 'Maya', start: 0, end: null }],
  });

  it('shows no moment anywhere, says why, and keeps the chapters as topics', () => {
    renderReport(untimed);
    // The player's clock may say 0:00; the report itself says no time.
    expect(within(screen.getByRole('article')).queryByText(/0:00/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Play from|Show in transcript/ })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'The transcript has no timestamps, so this report links to no moments in the episode.',
    );
    const chapters = screen.getByRole('region', { name: 'Chapters' });
    expect(chapters).toHaveTextContent('OpeningSleep debt');
    expect(chapters.querySelector('time')).toBeNull();
    // The speaker of a learning is still said; the transcript is not offered as a way to moments.
    expect(screen.getAllByText('Maya').length).toBeGreaterThan(0);
    expect(
      screen.getByText('Everything said in the episode, with its speakers. Search it.'),
    ).toBeInTheDocument();
  });

  it('shows the moments of a timed report as before, with no note', () => {
    renderReport(sampleFullReport({ ...untimed, hasTimestamps: true }));
    expect(screen.getAllByText('0:00').length).toBeGreaterThan(0);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
