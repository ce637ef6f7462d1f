import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@shared/contract/dashboard';
import { createQueryClient } from '@web/lib/query-client';
import { answer, json, sentRequests } from '@web/test/server';
import { DashboardView } from './dashboard-view';

const weekStarts = ['2025-03-24', '2025-03-31', '2025-04-07'];
const dashboard: Dashboard = {
  readThisWeek: 1,
  readThisMonth: 3,
  readingStreakDays: 3,
  totalReadCount: 3,
  totalTimeSavedSeconds: 3 * 3480,
  favouritesCount: 0,
  unreadByChannel: [],
  recentActivity: [],
  readsPerWeek: weekStarts.map((weekStart, index) => ({ weekStart, count: index })),
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

/** Renders the dashboard; GET /api/dashboard gets `answers`, one per request, in order. */
function renderDashboard(answers: Response[]) {
  answer({ 'GET /api/dashboard': () => answers.shift() ?? json(500, {}) });
  const links = {
    reports: '/reports',
    podcasts: '/podcasts',
    report: (id: string) => `/reports/${id}`,
    channelReports: (creatorId: string) => `/reports?channel=${creatorId}`,
  };
  const router = createMemoryRouter([{ path: '/', element: <DashboardView links={links} /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { requestedUrls: () => sentRequests().map((request) => request.replace(/^GET /, '')) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DashboardView', () => {
  it("asks for the numbers in the browser's time zone, by its IANA name", async () => {
    browserInZone('Pacific/Kiritimati');
    const { requestedUrls } = renderDashboard([json(200, dashboard)]);
    expect(await screen.findByText('3 days')).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/api/dashboard?tz=Pacific%2FKiritimati']);
  });

  it('labels each week by its Monday as the server named it, in any zone', async () => {
    browserInZone('Pacific/Pago_Pago');
    renderDashboard([json(200, dashboard)]);
    const table = within(await screen.findByRole('table', { hidden: true }));
    expect(table.getAllByRole('row', { hidden: true }).map((row) => row.textContent)).toEqual([
      'Week ofReports read',
      'Mar 240',
      'Mar 311',
      'Apr 72',
    ]);
  });

  it("counts in UTC when the server does not know the browser's zone", async () => {
    browserInZone('America/Ciudad_Juarez');
    const { requestedUrls } = renderDashboard([
      json(400, { error: { code: 'unknown_time_zone', message: 'The time zone is not one we know.' } }),
      json(200, dashboard),
    ]);
    expect(await screen.findByText('3 days')).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/api/dashboard?tz=America%2FCiudad_Juarez', '/api/dashboard?tz=UTC']);
  });

  it('shows other refusals as they are', async () => {
    browserInZone('Europe/Berlin');
    const { requestedUrls } = renderDashboard([
      json(400, { error: { code: 'validation_error', message: 'Something else is wrong.' } }),
    ]);
    expect(await screen.findByText('Something else is wrong.')).toBeInTheDocument();
    expect(requestedUrls()).toEqual(['/api/dashboard?tz=Europe%2FBerlin']);
  });
});
