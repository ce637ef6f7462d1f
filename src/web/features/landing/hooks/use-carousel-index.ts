import { useCallback, useEffect, useState } from 'react';
import { landing } from '@shared/constants';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

function pageHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

export interface CarouselIndex {
  index: number;
  /** Jump to a slide; the 3 s wait starts over so the chosen slide is shown in full. */
  goTo: (index: number) => void;
  /** Whether the index is advancing right now. */
  playing: boolean;
  /** The visitor's own pause (a button, hovering or focusing the carousel). */
  paused: boolean;
  setPaused: (paused: boolean) => void;
  /** Motion is off because the tab is hidden or the visitor asked the system for reduced motion. */
  motionBlocked: boolean;
  /** The current slide was chosen by the visitor (goTo), not by the timer: only then is it announced. */
  chosenByVisitor: boolean;
}

/**
 * The landing carousel's index (docs/product.md#landing-page: every 3000 ms, wrapping). It stands still while
 * the tab is hidden (nobody is looking, and timers there are throttled anyway), when the visitor prefers
 * reduced motion, when the visitor paused it (WCAG 2.2.2: moving content must be pausable) and when there is
 * nothing to rotate.
 */
export function useCarouselIndex(
  count: number,
  options: {
    intervalMs?: number;
    /** A temporary hold, e.g. while the pointer rests on or the keyboard focus is inside the carousel. */
    hold?: boolean;
  } = {},
): CarouselIndex {
  const { intervalMs = landing.carouselIntervalMs, hold = false } = options;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hidden, setHidden] = useState(pageHidden);
  const [reducedMotion, setReducedMotion] = useState(prefersReducedMotion);
  // Bumped by goTo so the interval restarts from the chosen slide.
  const [restart, setRestart] = useState(0);
  const [chosenByVisitor, setChosenByVisitor] = useState(false);

  useEffect(() => {
    const onVisibility = () => setHidden(pageHidden());
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // A shorter list (e.g. after a refetch) must not leave the index pointing past its end.
  const safeIndex = count > 0 ? index % count : 0;
  const motionBlocked = hidden || reducedMotion;
  const playing = !paused && !hold && !motionBlocked && count > 1;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      setIndex((current) => (current + 1) % count);
      setChosenByVisitor(false);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [playing, count, intervalMs, restart]);

  const goTo = useCallback(
    (next: number) => {
      if (count <= 0) return;
      setIndex(((next % count) + count) % count);
      setChosenByVisitor(true);
      setRestart((n) => n + 1);
    },
    [count],
  );

  return { index: safeIndex, goTo, playing, paused, setPaused, motionBlocked, chosenByVisitor };
}
