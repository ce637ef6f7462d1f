import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatorDashboard } from '@shared/contract/creator';
import { createQueryClient } from '@web/lib/query-client';
import { answer, json, sentRequests } from '@web/test/server';
import { useCreatorDashboard } from './get-creator-dashboard';

const dashboard: CreatorDashboard = {
  subscribers: { active: 2, canceledThisMonth: 0 },
  reportsPublished: 1,
  totalReads: 3,
  totalFavourites: 1,
  reports: [],
  mostRead: [],
  subscribersOverTime: [{ weekStart: '2025-06-09', subscribers: 2 }],
};

/** The zone the browser reports, whatever the machine running the test is set to. */
function browserInZone(timeZone: string) {
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolvedOptions.call(this), timeZone };
  });
}

/** Loads the dashboard; GET /api/creator/dashboard gets `answers`, one per request, in order. */
function loadDashboard(answers: Response[]) {
  answer({ 'GET /api/creator/dashboard': () => answers.shift() ?? json(500, {}) });
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useCreatorDashboard(), { wrapper });
  return { result, requestedUrls: () => sentRequests().map((request) => request.replace(/^GET /, '')) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useCreatorDashboard', () => {
  it("asks for weeks and months in the creator's time zone, by its IANA name", async () => {
    browserInZone('America/Los_Angeles');
    const { result, requestedUrls } = loadDashboard([json(200, dashboard)]);
    await waitFor(() => expect(result.current.data).toEqual(dashboard));
    expect(requestedUrls()).toEqual(['/api/creator/dashboard?tz=America%2FLos_Angeles']);
  });

  it("counts in UTC when the server does not know the browser's zone", async () => {
    browserInZone('America/Ciudad_Juarez');
    const { result, requestedUrls } = loadDashboard([
      json(400, { error: { code: 'unknown_time_zone', message: 'The time zone is not one we know.' } }),
      json(200, dashboard),
    ]);
    await waitFor(() => expect(result.current.data).toEqual(dashboard));
    expect(requestedUrls()).toEqual([
      '/api/creator/dashboard?tz=America%2FCiudad_Juarez',
      '/api/creator/dashboard?tz=UTC',
    ]);
  });
});
