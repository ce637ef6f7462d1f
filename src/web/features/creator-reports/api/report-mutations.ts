import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreatorReport } from '@shared/contract/creator-reports';
import { creatorReportKeys } from './query-keys';

/** After a change to one report: its page gets the server's answer, the lists reload. */
export function useStoreReport() {
  const queryClient = useQueryClient();
  return (report: CreatorReport) => storeReport(queryClient, report);
}

function storeReport(queryClient: QueryClient, report: CreatorReport) {
  queryClient.setQueryData(creatorReportKeys.detail(report.id), report);
  return queryClient.invalidateQueries({ queryKey: creatorReportKeys.lists() });
}
