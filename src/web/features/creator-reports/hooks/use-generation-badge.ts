import { useEffect, useRef } from 'react';
import type { CreatorReportSummary } from '@shared/contract/creator-reports';
import { useSetProgress } from '@web/lib/progress';
import { progressKey } from '../lib/report-status';

/**
 * Feeds the navbar's progress badge (docs/product.md#shell) with every report that is generating, and clears
 * each entry once its report is done or the page is left.
 */
export function useGenerationBadge(reports: Pick<CreatorReportSummary, 'id' | 'status' | 'generation'>[]) {
  const setProgress = useSetProgress();
  const shown = useRef(new Set<string>());

  useEffect(() => {
    const generating = new Set<string>();
    for (const report of reports) {
      if (report.status !== 'generating') continue;
      generating.add(report.id);
      setProgress(progressKey(report.id), report.generation.progress);
    }
    for (const id of shown.current) if (!generating.has(id)) setProgress(progressKey(id), null);
    shown.current = generating;
  }, [reports, setProgress]);

  useEffect(
    () => () => {
      for (const id of shown.current) setProgress(progressKey(id), null);
      shown.current = new Set();
    },
    [setProgress],
  );
}
