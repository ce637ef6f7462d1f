import { useEffect, useRef, useState, type RefObject } from 'react';
import { useSetProgress } from '@web/lib/progress';

const PROGRESS_KEY = 'report-reading';
/** The end must stay in view this long to count as read, so flinging past it does not. */
const END_DWELL_MS = 1200;

/**
 * How far the reader has scrolled through `target` (0–100), fed to the navbar's progress badge while the
 * page is open. `onEnd` fires once when the end of the report comes into view (auto mark-read).
 */
export function useReadProgress(
  target: RefObject<HTMLElement | null>,
  options: { enabled: boolean; onEnd: () => void },
) {
  const setProgress = useSetProgress();
  const [percent, setPercent] = useState(0);
  const onEnd = useRef(options.onEnd);
  useEffect(() => {
    onEnd.current = options.onEnd;
  });

  useEffect(() => {
    if (!options.enabled) return;
    let ended = false;
    let frame = 0;
    let dwell: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      frame = 0;
      const element = target.current;
      if (!element) return;
      const rect = element.getBoundingClientRect();
      const viewport = window.innerHeight || document.documentElement.clientHeight;
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
      const endInView = rect.bottom <= viewport + 4;
      if (ended) return;
      if (endInView && !dwell) {
        dwell = setTimeout(() => {
          dwell = undefined;
          const now = target.current?.getBoundingClientRect();
          if (
            !ended &&
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
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    if (target.current) observer?.observe(target.current);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      if (frame) cancelAnimationFrame(frame);
      clearTimeout(dwell);
      setProgress(PROGRESS_KEY, null);
    };
  }, [options.enabled, target, setProgress]);

  return percent;
}
