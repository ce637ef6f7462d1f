import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CreatorReport } from '@shared/contract/creator-reports';
import { Toaster } from '@web/components/ui/toast';
import { ProgressProvider, useProgress } from '@web/lib/progress';
import { createQueryClient } from '@web/lib/query-client';
import { answerApi, type ApiHandler } from '@web/test/server';

export const sampleReport = (overrides: Partial<CreatorReport> = {}): CreatorReport => ({
  id: '6f1c1f5e-1111-4a4a-8b8b-000000000001',
  title: 'Bees on the roof',
  status: 'ready',
  episode: {
    title: 'Bees on the roof',
    number: 12,
    publishedAt: '2025-03-04T00:00:00.000Z',
    durationSeconds: 3723,
    mediaUrl: null,
  },
  generation: { provider: 'extractive', progress: 100, error: null, stage: null },
  readingTimeSeconds: 90,
  keyLearningCount: 3,
  publishedAt: null,
  createdAt: '2025-03-05T10:00:00.000Z',
  updatedAt: '2025-03-05T10:00:00.000Z',
  summary: 'Rooftop hives do well in cities.\n\nWind and water matter most.',
  keyLearnings: [
    { title: 'Count mites', detail: 'Count varroa every month.', start: 754, end: 790, speaker: 'Nora' },
    {
      title: 'Block the wind',
      detail: 'Slatted windbreaks beat walls.',
      start: null,
      end: null,
      speaker: null,
    },
    {
      title: 'Give water',
      detail: 'Trays with stones keep bees home.',
      start: null,
      end: null,
      speaker: null,
    },
  ],
  chapters: [],
  quotes: [],
  audio: null,
  transcriptionAvailable: false,
  transcript: {
    format: 'text',
    source: 'paste',
    sourceUrl: null,
    characters: 5000,
    wordCount: 900,
    preview: 'Nora: Welcome back.',
  },
  ...overrides,
});

/** Shows the progress the navbar badge would show, so tests can read it. */
function ProgressProbe() {
  const { current } = useProgress();
  return (
    <output data-testid="progress-badge">{current ? `${current.key}=${current.percent}` : 'none'}</output>
  );
}

/**
 * Renders report UI with a router, a fresh query client, the toaster and the progress provider; the API
 * (msw, for this test) is answered by `handler`. Returns the recorded calls.
 */
export function renderReports(element: ReactNode, handler: ApiHandler, options: { path?: string } = {}) {
  const calls = answerApi(handler);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {element}
            <ProgressProbe />
          </>
        ),
      },
    ],
    {
      initialEntries: [options.path ?? '/creator/reports'],
    },
  );
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ProgressProvider>
        <RouterProvider router={router} />
        <Toaster />
      </ProgressProvider>
    </QueryClientProvider>,
  );
  return { ...view, calls, router, queryClient };
}
