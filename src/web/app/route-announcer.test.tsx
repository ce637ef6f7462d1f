import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from '@web/hooks/use-document-title';
import { RouteAnnouncer, routeTitle } from './route-announcer';

function ReportPage() {
  useDocumentTitle('Sleep and memory');
  return <h1>Report</h1>;
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <RouteAnnouncer />
          </>
        ),
        children: [
          {
            path: '/',
            handle: { name: 'Home', title: 'Podbrief — read podcasts in minutes' },
            element: <p>Home</p>,
          },
          { path: '/subscriber/reports', handle: { name: 'Reports' }, element: <p>Reports</p> },
          { path: '/subscriber/reports/:id', handle: { name: 'Report' }, element: <ReportPage /> },
          { path: '*', element: <p>Not found</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RouteAnnouncer', () => {
  it('names the document after each route, a page that knows better overrides it, unknown paths are not found', async () => {
    const router = setup();
    expect(document.title).toBe('Podbrief — read podcasts in minutes');
    // Nothing is announced on the first page: the screen reader reads the loaded document itself.
    expect(screen.getByTestId('route-announcer')).toBeEmptyDOMElement();

    await act(() => router.navigate('/subscriber/reports'));
    expect(document.title).toBe('Reports — Podbrief');
    await waitFor(() => expect(screen.getByTestId('route-announcer')).toHaveTextContent('Reports'));

    await act(() => router.navigate('/subscriber/reports/r1'));
    expect(document.title).toBe('Sleep and memory — Podbrief');
    await waitFor(() => expect(screen.getByTestId('route-announcer')).toHaveTextContent('Sleep and memory'));

    await act(() => router.navigate('/nowhere'));
    expect(document.title).toBe('Page Not Found — Podbrief');
  });

  it('takes the deepest named route', () => {
    expect(routeTitle([undefined, { name: 'Reports' }])).toBe('Reports — Podbrief');
    expect(routeTitle([undefined, undefined])).toBe('Page Not Found — Podbrief');
  });
});
