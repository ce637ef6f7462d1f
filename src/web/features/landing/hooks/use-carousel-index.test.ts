import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarouselIndex } from './use-carousel-index';

let reducedMotion = false;
const mediaListeners = new Set<() => void>();

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  mediaListeners.clear();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('prefers-reduced-motion') && reducedMotion;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => mediaListeners.delete(listener),
  }));
  setVisibility('visible');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useCarouselIndex', () => {
  it('advances every 3000 ms and wraps to the first slide', () => {
    const { result } = renderHook(() => useCarouselIndex(3));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(0);
  });

  it('stands still while the tab is hidden and resumes when it is shown again', () => {
    const { result } = renderHook(() => useCarouselIndex(4));
    act(() => setVisibility('hidden'));
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.index).toBe(0);
    expect(result.current.playing).toBe(false);
    act(() => setVisibility('visible'));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(1);
  });

  it('does not move for a visitor who prefers reduced motion, including one who turns it on later', () => {
    reducedMotion = true;
    const { result } = renderHook(() => useCarouselIndex(4));
    act(() => vi.advanceTimersByTime(9000));
    expect(result.current.index).toBe(0);
    expect(result.current.motionBlocked).toBe(true);

    reducedMotion = false;
    act(() => mediaListeners.forEach((listener) => listener()));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(1);

    reducedMotion = true;
    act(() => mediaListeners.forEach((listener) => listener()));
    act(() => vi.advanceTimersByTime(9000));
    expect(result.current.index).toBe(1);
  });

  it("marks a slide the visitor chose, so only that one is announced, never the timer's", () => {
    const { result } = renderHook(() => useCarouselIndex(3));
    expect(result.current.chosenByVisitor).toBe(false);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.chosenByVisitor).toBe(false);
    act(() => result.current.goTo(2));
    expect(result.current.chosenByVisitor).toBe(true);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(0);
    expect(result.current.chosenByVisitor).toBe(false);
  });

  it('pauses on request and restarts the full wait after a manual jump', () => {
    const { result } = renderHook(() => useCarouselIndex(5));
    act(() => result.current.setPaused(true));
    act(() => vi.advanceTimersByTime(6000));
    expect(result.current.index).toBe(0);
    act(() => result.current.setPaused(false));

    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.goTo(3));
    expect(result.current.index).toBe(3);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.index).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(4);
    act(() => result.current.goTo(-1));
    expect(result.current.index).toBe(4);
  });

  it('holds while asked to (pointer or focus inside) and goes on afterwards', () => {
    const { result, rerender } = renderHook(({ hold }) => useCarouselIndex(3, { hold }), {
      initialProps: { hold: true },
    });
    act(() => vi.advanceTimersByTime(9000));
    expect(result.current.index).toBe(0);
    rerender({ hold: false });
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(1);
  });

  it('does not rotate fewer than two slides, and stays inside a list that shrinks', () => {
    const { result, rerender } = renderHook(({ count }) => useCarouselIndex(count), {
      initialProps: { count: 1 },
    });
    act(() => vi.advanceTimersByTime(9000));
    expect(result.current.index).toBe(0);
    expect(result.current.playing).toBe(false);

    rerender({ count: 6 });
    act(() => vi.advanceTimersByTime(15_000));
    expect(result.current.index).toBe(5);
    rerender({ count: 4 });
    expect(result.current.index).toBe(1);
    rerender({ count: 0 });
    expect(result.current.index).toBe(0);
  });
});
