import { useMutation } from '@tanstack/react-query';
import type { CreatorReport, ImportReportBody } from '@shared/contract/creator-reports';
import { api } from '@web/lib/api-client';
import { useStoreReport } from './report-mutations';

function importReport(body: ImportReportBody): Promise<CreatorReport> {
  return api.post<CreatorReport>('/creator/reports/import', body, { timeoutMs: 60_000 });
}

export function useImportReport() {
  const store = useStoreReport();
  return useMutation({ mutationFn: importReport, onSuccess: (report) => store(report) });
}
