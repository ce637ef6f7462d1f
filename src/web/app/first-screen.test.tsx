import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useReport } from '@web/features/reports/api/get-report';
import { api } from '@web/lib/api-client';
import { documentAnswers } from '@web/lib/document-answers';
import { createQueryClient } from '@web/lib/query-client';
import { sampleFullReport } from '@web/test/factories';
import { answer, json, sentRequests } from '@web/test/server';
import { takeFirstScreen, whenRouterReady } from './first-screen';

function writeBlock(text: string, type = 'application/json') {
  const block = document.createElement('script');
  block.type = type;
  block.id = 'podbrief-first-screen';
  block.textContent = text;
  document.head.append(block);
}

/** As the server writes it: `<`, `>` and `&` as JSON escapes. */
const escaped = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

afterEach(() => {
  document.getElementById('podbrief-first-screen')?.remove();
});

/** Every request sent so far has reached the network once one sent after them is answered. */
const requestsSoFar = async () => {
  await api.get('/health');
  return sentRequests().filter((request) => request !== 'GET /api/health');
};

describe('takeFirstScreen', () => {
  it('gives the page the report the document carried, so it renders it without asking again', async () => {
    answer({ 'GET /api/health': () => json(200, { status: 'ok' }) });
    const report = sampleFullReport({ title: '</script><b>Hostile</b> & title' });
    writeBlock(escaped({ report: { id: report.id, detail: report } }));
    const queryClient = createQueryClient();
    expect(takeFirstScreen(queryClient)).toBe(true);
    expect(document.getElementById('podbrief-first-screen')).toBeNull();

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useReport(report.id), { wrapper });
    expect(result.current.data).toEqual(report);
    expect(result.current.isFetching).toBe(false);
    expect(await requestsSoFar()).toEqual([]);
    // The service worker is told of the answer the page did not fetch, so the page reloads offline.
    expect(documentAnswers()).toContain(`/api/reports/${report.id}`);
    // Taken once: a second start finds nothing.
    expect(takeFirstScreen(createQueryClient())).toBe(false);
  });

  it('gives the public channel page the channel the document carried', async () => {
    answer({ 'GET /api/health': () => json(200, { status: 'ok' }) });
    const page = { channel: { creatorId: 'channel-1', channelName: 'Deep Dives' }, reports: { items: [] } };
    writeBlock(escaped({ channel: { id: 'channel-1', page } }));
    const queryClient = createQueryClient();
    expect(takeFirstScreen(queryClient)).toBe(true);
    expect(queryClient.getQueryData(['channels', 'detail', 'channel-1'])).toEqual(page);
    expect(documentAnswers()).toContain('/api/channels/channel-1');
  });

  it('takes nothing from a broken block, one of another type or one that does not match its report', () => {
    const report = sampleFullReport();
    const cases: [string, string?][] = [
      ['{not json'],
      [escaped({ report: { id: report.id, detail: report } }), 'text/javascript'],
      [escaped({ report: { id: 'another-report', detail: report } })],
      [escaped({ channel: { id: 'another-channel', page: { channel: { creatorId: 'channel-1' } } } })],
      [escaped({})],
      ['null'],
    ];
    for (const [text, type] of cases) {
      writeBlock(text, type);
      const queryClient = createQueryClient();
      expect(takeFirstScreen(queryClient)).toBe(false);
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    }
  });
});

describe('whenRouterReady', () => {
  it('waits until the first page’s code is loaded', async () => {
    let loadPage: (value: { Component: () => null }) => void = () => undefined;
    const router = createMemoryRouter(
      [{ path: '/', lazy: () => new Promise((resolve) => (loadPage = resolve)) }],
      { initialEntries: ['/'] },
    );
    let ready = false;
    const waiting = whenRouterReady(router).then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    loadPage({ Component: () => null });
    await waiting;
    expect(router.state.initialized).toBe(true);
    router.dispose();
  });
});
