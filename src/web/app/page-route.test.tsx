import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '@web/test/console-guard';
import { NotFound } from './error-screens';
import { pageRoute } from './page-route';
import { GlobalErrorBoundary } from './route-error-boundary';
import type { RouteEntry } from './route-table';

function renderRoutes(entries: RouteEntry[], initialPath: string, extra: RouteObject[] = []) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <div>
            <header>Shell header</header>
            <Outlet />
          </div>
        ),
        errorElement: <GlobalErrorBoundary />,
        children: [
          ...entries.map((entry) => pageRoute(entry)),
          { path: '/', element: <p>Home page</p> },
          ...extra,
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('lazy pages', () => {
  it('shows the loading message inside the layout, then the page', async () => {
    let resolve!: (module: { default: React.ComponentType }) => void;
    renderRoutes(
      [{ path: '/reports', name: 'Reports', load: () => new Promise((r) => (resolve = r)) }],
      '/reports',
    );
    expect(screen.getByText('Shell header')).toBeInTheDocument();
    expect(screen.getByText('Loading Reports...')).toBeInTheDocument();
    await act(async () => resolve({ default: () => <h1>Reports page</h1> }));
    expect(await screen.findByRole('heading', { name: 'Reports page' })).toBeInTheDocument();
  });

  it("starts the page's prefetch with the address being opened, and again for each new address", async () => {
    const prefetch = vi.fn();
    const router = renderRoutes(
      [
        {
          path: '/reports',
          name: 'Reports',
          load: async () => ({ default: () => <h1>Reports page</h1>, prefetch }),
        },
      ],
      '/reports?period=week',
    );
    expect(await screen.findByRole('heading', { name: 'Reports page' })).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(String(prefetch.mock.calls[0]![0].url)).toMatch(/\/reports\?period=week$/);
    await act(async () => router.navigate('/reports?period=year'));
    expect(String(prefetch.mock.calls.at(-1)![0].url)).toMatch(/\/reports\?period=year$/);
  });

  it("shows 'Failed to load {name}' with Refresh Page when the chunk cannot be fetched", async () => {
    expectConsoleError(/Failed to load Reports/);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoutes(
      [
        {
          path: '/reports',
          name: 'Reports',
          load: () =>
            Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/reports.js')),
        },
      ],
      '/reports',
    );
    expect(await screen.findByRole('heading', { name: 'Failed to load Reports' })).toBeInTheDocument();
    expect(
      screen.getByText('There was an error loading this component. Please try refreshing the page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    // The failure stays inside the layout.
    expect(screen.getByText('Shell header')).toBeInTheDocument();
  });

  it('gives up after the 10 s lazy-load timeout', async () => {
    expectConsoleError(/Failed to load Dashboard/);
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoutes([{ path: '/slow', name: 'Dashboard', load: () => new Promise(() => {}) }], '/slow');
    expect(screen.getByText('Loading Dashboard...')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_999);
    });
    expect(screen.queryByText('Failed to load Dashboard')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    expect(await screen.findByText('Failed to load Dashboard')).toBeInTheDocument();
  });

  it("shows the module-load message and 'Go to Home' when a chunk below the page fails", async () => {
    expectConsoleError(/Failed to fetch dynamically imported module: \/assets\/widget\.js/);
    function PageWithBrokenWidget(): React.ReactNode {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/widget.js');
    }
    renderRoutes(
      [{ path: '/p', name: 'Profile', load: async () => ({ default: PageWithBrokenWidget }) }],
      '/p',
    );
    expect(
      await screen.findByText(
        'Failed to load a required component. This might be due to a network issue or a problem with the application.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it("shows 'Something went wrong' with the message, and 'Try again' renders the page again", async () => {
    expectConsoleError(/Could not read the report/);
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('Could not read the report');
      return <h1>Recovered</h1>;
    }
    renderRoutes([{ path: '/r', name: 'Report', load: async () => ({ default: Flaky }) }], '/r');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Could not read the report')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  });
});

describe('unknown routes', () => {
  it("show 'Page Not Found' and 'Go to Home' goes home", async () => {
    const router = renderRoutes([], '/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/doesn't exist or has been moved/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});
