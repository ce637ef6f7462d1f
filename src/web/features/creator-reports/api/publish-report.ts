import { useMutation } from '@tanstack/react-query';
import type { CreatorReport } from '@shared/contract/creator-reports';
import { api } from '@web/lib/api-client';
import { useStoreReport } from './report-mutations';

/** Publishes the report: subscribers see it at once. */
function publishReport(id: string): Promise<CreatorReport> {
  return api.post<CreatorReport>(`/creator/reports/${encodeURIComponent(id)}/publish`);
}

export function usePublishReport(id: string) {
  const store = useStoreReport();
  return useMutation({ mutationFn: () => publishReport(id), onSuccess: (report) => store(report) });
}
