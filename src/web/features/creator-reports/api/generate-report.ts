import { useMutation } from '@tanstack/react-query';
import type { CreatorReport } from '@shared/contract/creator-reports';
import { api } from '@web/lib/api-client';
import { useStoreReport } from './report-mutations';

/** Starts generation: the report turns to generating and its page polls until it is ready or failed. */
export function generateReport(id: string): Promise<CreatorReport> {
  return api.post<CreatorReport>(`/creator/reports/${encodeURIComponent(id)}/generate`);
}

export function useGenerateReport(id: string) {
  const store = useStoreReport();
  return useMutation({ mutationFn: () => generateReport(id), onSuccess: (report) => store(report) });
}
