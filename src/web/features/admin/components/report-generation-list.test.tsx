import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportGenerationList as ListPage } from '@shared/contract/admin-reports';
import { createQueryClient } from '@web/lib/query-client';
import { answer, json } from '@web/test/server';
import { ReportGenerationList } from './report-generation-list';

function show(page: ListPage) {
  answer({ 'GET /api/admin/report-generations': () => json(200, page) });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReportGenerationList />
    </QueryClientProvider>,
  );
}

describe('ReportGenerationList with nothing to list', () => {
  it('says the built-in summarizer makes every report on a server with no model', async () => {
    show({ items: [], nextCursor: null, model: null });
    expect(
      await screen.findByText(
        'No failures. This server has no language model: the built-in summarizer makes every report.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/made every report it was asked for/)).not.toBeInTheDocument();
  });

  it('names the model when one makes the reports', async () => {
    show({ items: [], nextCursor: null, model: 'llama3.1:8b' });
    expect(
      await screen.findByText(
        'No fallbacks or failures: the language model (llama3.1:8b) made every report it was asked for.',
      ),
    ).toBeInTheDocument();
  });
});
