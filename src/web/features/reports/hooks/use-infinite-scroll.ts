import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `onReach` when the returned ref's element comes within 600 px of the viewport (IntersectionObserver),
 * so the next page is usually loaded before the reader gets there.
 */
export function useInfiniteScroll(onReach: () => void, enabled: boolean) {
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  }, [onReach]);
  const observer = useRef<IntersectionObserver | null>(null);

  return useCallback(
    (element: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) callback.current();
        },
        { rootMargin: '600px 0px' },
      );
      observer.current.observe(element);
    },
    [enabled],
  );
}
