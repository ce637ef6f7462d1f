import { useEffect, useRef, useState, type RefObject } from 'react';
import { useSetProgress } from '@web/lib/progress';

const PROGRESS_KEY = 'report-reading';
/** The end must stay in view this long to count as read, so flinging past it does not. */
const END_DWELL_MS = 1200;

/**
 * How far the reader has scrolled through `target` (0–100), fed to the navbar's progress badge while the
 * page is open. `onEnd` fires once when the end of the report comes into view (auto mark-read).
 *
 * Both follow reading, not navigation: `jump` changes whenever the page moves the reader ("Show in
 * transcript", "Play from", a link to a moment). After a jump neither the progress nor the end counts
 * until the reader moves the page themselves (wheel, touch, keys) and is back above the end of the report.
 */
export function useReadProgress(
  target: RefObject<HTMLElement | null>,
  options: { enabled: boolean; onEnd: () => void; jump?: number },
) {
  const setProgress = useSetProgress();
  const [percent, setPercent] = useState(0);
  const onEnd = useRef(options.onEnd);
  useEffect(() => {
    onEnd.current = options.onEnd;
  });
  const disarm = useRef<() => void>(() => {});
  const jump = options.jump ?? 0;
  const seenJump = useRef(jump);
  useEffect(() => {
    if (jump === seenJump.current) return;
    seenJump.current = jump;
    disarm.current();
  }, [jump]);

  useEffect(() => {
    if (!options.enabled) return;
    let ended = false;
    let frame = 0;
    let dwell: ReturnType<typeof setTimeout> | undefined;
    // False after a jump, until the reader moves the page themselves and is above the end of the report
    // again (a smooth scroll to the transcript passes through the report, but is no reading).
    let armed = true;
    let readerMoved = false;
    disarm.current = () => {
      armed = false;
      readerMoved = false;
      clearTimeout(dwell);
      dwell = undefined;
    };
    const measure = () => {
      frame = 0;
      const element = target.current;
      if (!element) return;
      const rect = element.getBoundingClientRect();
      const viewport = window.innerHeight || document.documentElement.clientHeight;
      const endInView = rect.bottom <= viewport + 4;
      if (!armed && readerMoved && !endInView) armed = true;
      if (!armed) return;
      // 0 when the top of the report reaches the top of the screen, 100 when its end is in view.
      const travel = rect.height - viewport;
      const value =
        travel <= 0
          ? rect.bottom <= viewport
            ? 100
            : 0
          : Math.min(100, Math.max(0, (-rect.top / travel) * 100));
      const rounded = Math.round(value);
      setPercent(rounded);
      setProgress(PROGRESS_KEY, rounded);
      if (ended) return;
      if (endInView && !dwell) {
        dwell = setTimeout(() => {
          dwell = undefined;
          const now = target.current?.getBoundingClientRect();
          if (
            !ended &&
            armed &&
            now &&
            now.bottom <= (window.innerHeight || document.documentElement.clientHeight) + 4
          ) {
            ended = true;
            onEnd.current();
          }
        }, END_DWELL_MS);
      } else if (!endInView && dwell) {
        clearTimeout(dwell);
        dwell = undefined;
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const byReader = () => {
      readerMoved = true;
    };
    const readerInputs = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    for (const input of readerInputs) window.addEventListener(input, byReader, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    if (target.current) observer?.observe(target.current);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      for (const input of readerInputs) window.removeEventListener(input, byReader);
      observer?.disconnect();
      if (frame) cancelAnimationFrame(frame);
      clearTimeout(dwell);
      disarm.current = () => {};
      setProgress(PROGRESS_KEY, null);
    };
  }, [options.enabled, target, setProgress]);

  return percent;
}
