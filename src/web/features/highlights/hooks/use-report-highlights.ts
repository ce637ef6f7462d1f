import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { highlightService } from '../lib/highlight-service';

/**
 * The reader's highlights on one report, live: this device's copy renders at once (also offline), the
 * server's list is fetched once, and every change re-renders.
 */
export function useReportHighlights(reportId: string, userId: string) {
  highlightService.setUser(userId);
  const subscribe = useCallback(
    (notify: () => void) =>
      highlightService.subscribe((id) => {
        if (id === reportId || id === '*') notify();
      }),
    [reportId],
  );
  const highlights = useSyncExternalStore(subscribe, () => highlightService.forReport(reportId));
  const [loadError, setLoadError] = useState(false);

  useEffect(() => {
    let active = true;
    highlightService.load(reportId).then(
      () => active && setLoadError(false),
      () => active && setLoadError(true),
    );
    return () => {
      active = false;
    };
  }, [reportId]);

  return { highlights, loadError };
}
