import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
