import { useMutation } from '@tanstack/react-query';
import type { CreatorReport, UpdateReportBody } from '@shared/contract/creator-reports';
import { api } from '@web/lib/api-client';
import { useStoreReport } from './report-mutations';

function updateReport(id: string, body: UpdateReportBody): Promise<CreatorReport> {
  return api.patch<CreatorReport>(`/creator/reports/${encodeURIComponent(id)}`, body, { timeoutMs: 120_000 });
}

export function useUpdateReport(id: string) {
  const store = useStoreReport();
  return useMutation({
    mutationFn: (body: UpdateReportBody) => updateReport(id, body),
    onSuccess: (report) => store(report),
  });
}
