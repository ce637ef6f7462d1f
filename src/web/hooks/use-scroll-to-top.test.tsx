import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isExcludedPath,
  shouldScrollToTop,
  useScrollToTop,
  type ScrollToTopOptions,
} from './use-scroll-to-top';

describe('isExcludedPath', () => {
  it('matches exact paths and wildcard prefixes', () => {
    expect(isExcludedPath('/subscriber/reports', ['/subscriber/reports'])).toBe(true);
    expect(isExcludedPath('/subscriber/reports/1', ['/subscriber/reports'])).toBe(false);
    expect(isExcludedPath('/subscriber/reports/1', ['/subscriber/reports/*'])).toBe(true);
    expect(isExcludedPath('/creator', ['/subscriber/*'])).toBe(false);
    expect(isExcludedPath('/anything')).toBe(false);
  });
});

describe('shouldScrollToTop', () => {
  it('is off when disabled, when navigation state says scrollToTop: false, or when excluded', () => {
    expect(shouldScrollToTop('/a', null)).toBe(true);
    expect(shouldScrollToTop('/a', null, { disabled: true })).toBe(false);
    expect(shouldScrollToTop('/a', { scrollToTop: false })).toBe(false);
    expect(shouldScrollToTop('/a', { scrollToTop: true })).toBe(true);
    expect(shouldScrollToTop('/a/b', null, { excludedPaths: ['/a/*'] })).toBe(false);
  });
});

describe('useScrollToTop', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(options?: ScrollToTopOptions) {
    function Root() {
      useScrollToTop(options);
      return <Outlet />;
    }
    const router = createMemoryRouter(
      [{ element: <Root />, children: [{ path: '*', element: <p>page</p> }] }],
      {
        initialEntries: ['/start'],
      },
    );
    render(<RouterProvider router={router} />);
    act(() => vi.runAllTimers());
    scrollTo.mockClear();
    const go = async (to: string, state?: unknown) => {
      await act(async () => {
        await router.navigate(to, { state });
      });
      act(() => vi.runAllTimers());
    };
    return go;
  }

  it('scrolls instantly to the top when the path changes', async () => {
    const go = setup();
    await go('/next');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('scrolls when only the query string changes', async () => {
    const go = setup();
    await go('/start?sort=oldest');
    expect(scrollTo).toHaveBeenCalledOnce();
  });

  it('does not scroll for navigation state scrollToTop: false', async () => {
    const go = setup();
    await go('/next', { scrollToTop: false });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not scroll into an excluded path or when disabled', async () => {
    const excluded = setup({ excludedPaths: ['/keep/*'] });
    await excluded('/keep/this');
    expect(scrollTo).not.toHaveBeenCalled();
    await excluded('/other');
    expect(scrollTo).toHaveBeenCalledOnce();
  });

  it('does nothing when disabled', async () => {
    const go = setup({ disabled: true });
    await go('/next');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
