import { useMutation } from '@tanstack/react-query';
import type { ReportDownload } from '@shared/contract/reports';
import { toast } from '@web/components/ui/toast';
import { api } from '@web/lib/api-client';

/** POST /api/reports/:id/download: a signed link (valid 3600 s) to the report as Markdown. */
const createDownloadLink = (id: string) =>
  api.post<ReportDownload>(`/reports/${encodeURIComponent(id)}/download`);

/** Fetches a fresh signed link and lets the browser download it (the link itself names the file). */
export function useDownloadReport() {
  return useMutation<ReportDownload, Error, string>({
    mutationFn: createDownloadLink,
    onSuccess: (link) => {
      const anchor = document.createElement('a');
      anchor.href = link.url;
      anchor.download = link.fileName;
      anchor.rel = 'noopener';
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
    },
    onError: (error) =>
      toast({ title: 'Download failed', description: error.message, variant: 'destructive' }),
  });
}
