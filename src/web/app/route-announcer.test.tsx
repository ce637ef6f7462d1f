import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from '@web/hooks/use-document-title';
import { RouteAnnouncer, routeTitle } from './route-announcer';

function ReportPage() {
  useDocumentTitle('Sleep and memory');
  return <h1>Report</h1>;
}

/** The announcer over a few of the app's routes; the titles come from the route table. */
function setup() {
  const app = {} as { navigate: NavigateFunction };
  function Navigator() {
    const navigate = useNavigate();
    useEffect(() => {
      app.navigate = navigate;
    });
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/']}>
      <Navigator />
      <Routes>
        <Route path="/" element={<p>Home</p>} />
        <Route path="/subscriber/reports" element={<p>Reports</p>} />
        <Route path="/subscriber/reports/:id" element={<ReportPage />} />
        <Route path="*" element={<p>Not found</p>} />
      </Routes>
      <RouteAnnouncer />
    </MemoryRouter>,
  );
  return app;
}

describe('RouteAnnouncer', () => {
  it('names the document after each route, a page that knows better overrides it, unknown paths are not found', async () => {
    const app = setup();
    expect(document.title).toBe('Podbrief — read podcasts in minutes');
    // Nothing is announced on the first page: the screen reader reads the loaded document itself.
    expect(screen.getByTestId('route-announcer')).toBeEmptyDOMElement();

    await act(() => app.navigate('/subscriber/reports'));
    expect(document.title).toBe('Reports — Podbrief');
    await waitFor(() => expect(screen.getByTestId('route-announcer')).toHaveTextContent('Reports'));

    await act(() => app.navigate('/subscriber/reports/r1'));
    expect(document.title).toBe('Sleep and memory — Podbrief');
    await waitFor(() => expect(screen.getByTestId('route-announcer')).toHaveTextContent('Sleep and memory'));

    await act(() => app.navigate('/nowhere'));
    expect(document.title).toBe('Page Not Found — Podbrief');
  });

  it('takes the deepest named route', () => {
    expect(routeTitle([undefined, { name: 'Reports' }])).toBe('Reports — Podbrief');
    expect(routeTitle([undefined, undefined])).toBe('Page Not Found — Podbrief');
  });
});
