import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MemoryRouter,
  Outlet,
  useLocation,
  useNavigate,
  useRoutes,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '@web/test/console-guard';
import { NotFound } from './error-screens';
import { RouteProgress } from './layout/route-progress';
import { pageRoute } from './page-route';
import { GlobalErrorBoundary } from './route-error-boundary';
import type { RouteEntry } from './route-table';

interface Rendered {
  navigate: NavigateFunction;
  pathname: string;
}

async function renderRoutes(entries: RouteEntry[], initialPath: string, extra: RouteObject[] = []) {
  const routes: RouteObject[] = [
    {
      element: (
        <GlobalErrorBoundary>
          <div>
            <header>Shell header</header>
            <Outlet />
          </div>
        </GlobalErrorBoundary>
      ),
      children: [
        ...entries.map((entry) => pageRoute(entry)),
        { path: '/', element: <p>Home page</p> },
        ...extra,
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
  const rendered = {} as Rendered;
  function App() {
    const navigate = useNavigate();
    const { pathname } = useLocation();
    useEffect(() => {
      Object.assign(rendered, { navigate, pathname });
    });
    return useRoutes(routes);
  }
  // Awaited: a page that suspends (React's `use`) inside a synchronous act never resumes.
  // eslint-disable-next-line testing-library/no-unnecessary-act
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[initialPath]}>
        <App />
      </MemoryRouter>,
    );
  });
  return rendered;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('lazy pages', () => {
  it('shows the loading message inside the layout, then the page', async () => {
    let resolve!: (module: { default: React.ComponentType }) => void;
    await renderRoutes(
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
    const app = await renderRoutes(
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
    await act(async () => app.navigate('/reports?period=year'));
    expect(String(prefetch.mock.calls.at(-1)![0].url)).toMatch(/\/reports\?period=year$/);
  });

  it('keeps the current page on screen and says the next one is loading while its code arrives', async () => {
    render(<RouteProgress />);
    let resolve!: (module: { default: React.ComponentType }) => void;
    const app = await renderRoutes(
      [
        { path: '/a', name: 'Alpha', load: async () => ({ default: () => <h1>Alpha page</h1> }) },
        { path: '/b', name: 'Beta', load: () => new Promise((r) => (resolve = r)) },
      ],
      '/a',
    );
    expect(await screen.findByRole('heading', { name: 'Alpha page' })).toBeInTheDocument();
    await act(async () => app.navigate('/b'));
    expect(await screen.findByText('Loading Beta...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Alpha page' })).toBeInTheDocument();
    await act(async () => resolve({ default: () => <h1>Beta page</h1> }));
    expect(await screen.findByRole('heading', { name: 'Beta page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading Beta...')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load {name}' with Refresh Page when the chunk cannot be fetched", async () => {
    expectConsoleError(/Failed to load Reports/);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderRoutes(
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
    await renderRoutes([{ path: '/slow', name: 'Dashboard', load: () => new Promise(() => {}) }], '/slow');
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
    await renderRoutes(
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
    await renderRoutes([{ path: '/r', name: 'Report', load: async () => ({ default: Flaky }) }], '/r');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Could not read the report')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  });
  it('drops a page’s error when the reader goes elsewhere', async () => {
    expectConsoleError(/Broken page/);
    function Broken(): React.ReactNode {
      throw new Error('Broken page');
    }
    const app = await renderRoutes(
      [{ path: '/broken', name: 'Broken', load: async () => ({ default: Broken }) }],
      '/broken',
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await act(async () => app.navigate('/'));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});

describe('unknown routes', () => {
  it("show 'Page Not Found' and 'Go to Home' goes home", async () => {
    const app = await renderRoutes([], '/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/doesn't exist or has been moved/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(app.pathname).toBe('/');
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});
