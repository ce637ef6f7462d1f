import { useEffect, useState } from 'react';
import type { SampleReport } from '@shared/contract/landing';
import { getSampleReport } from '../api/get-sample-report';

export type SampleReportState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'loaded'; report: SampleReport }
  | { status: 'unavailable' };

/**
 * The sample report of the channel the carousel shows (ADR 202): fetched when the channel first comes
 * round, then kept for the page's life, so the 3 s rotation asks each channel once. A channel changing
 * before its answer arrives cancels the request. A failure is remembered as "unavailable" and the page
 * shows the generic sample instead.
 */
export function useSampleReport(creatorId: string | undefined): SampleReportState {
  const [known, setKnown] = useState<ReadonlyMap<string, SampleReport | null>>(() => new Map());
  const cached = creatorId !== undefined && known.has(creatorId);

  useEffect(() => {
    if (creatorId === undefined || cached) return;
    const controller = new AbortController();
    const remember = (report: SampleReport | null) => {
      if (!controller.signal.aborted) setKnown((current) => new Map(current).set(creatorId, report));
    };
    getSampleReport(creatorId, controller.signal).then(remember, () => remember(null));
    return () => controller.abort();
  }, [creatorId, cached]);

  if (creatorId === undefined) return { status: 'none' };
  if (!cached) return { status: 'loading' };
  const report = known.get(creatorId);
  return report ? { status: 'loaded', report } : { status: 'unavailable' };
}
