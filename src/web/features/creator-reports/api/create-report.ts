import { useMutation } from '@tanstack/react-query';
import type { CreateReportBody, CreatorReport } from '@shared/contract/creator-reports';
import { api } from '@web/lib/api-client';
import { useStoreReport } from './report-mutations';

/** Long transcripts take a while to upload on slow connections. */
const uploadTimeoutMs = 120_000;

function createReport(body: CreateReportBody): Promise<CreatorReport> {
  return api.post<CreatorReport>('/creator/reports', body, { timeoutMs: uploadTimeoutMs });
}

export function useCreateReport() {
  const store = useStoreReport();
  return useMutation({ mutationFn: createReport, onSuccess: (report) => store(report) });
}
