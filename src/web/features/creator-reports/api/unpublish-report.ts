import { useMutation } from '@tanstack/react-query';
import type { CreatorReport } from '@shared/contract/creator-reports';
import { api } from '@web/lib/api-client';
import { useStoreReport } from './report-mutations';

/** Takes the report back from subscribers; it stays ready. */
function unpublishReport(id: string): Promise<CreatorReport> {
  return api.post<CreatorReport>(`/creator/reports/${encodeURIComponent(id)}/unpublish`);
}

export function useUnpublishReport(id: string) {
  const store = useStoreReport();
  return useMutation({ mutationFn: () => unpublishReport(id), onSuccess: (report) => store(report) });
}
