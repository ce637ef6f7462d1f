import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Search text and category live in the URL (?q=…&category=…), so a filtered list can be shared and reloaded. */
export function useChannelFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(
    () => ({ search: (params.get('q') ?? '').trim(), category: params.get('category') ?? '' }),
    [params],
  );
  const update = useCallback(
    (next: Partial<{ search: string; category: string }>) => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next.search !== undefined) {
            if (next.search.trim()) copy.set('q', next.search);
            else copy.delete('q');
          }
          if (next.category !== undefined) {
            if (next.category) copy.set('category', next.category);
            else copy.delete('category');
          }
          return copy;
        },
        // Typing replaces the history entry instead of adding one per keystroke.
        { replace: true, preventScrollReset: true, state: { scrollToTop: false } },
      );
    },
    [setParams],
  );
  return { filters, update };
}
