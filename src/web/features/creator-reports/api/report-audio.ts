import { useMutation } from '@tanstack/react-query';
import type { CreatorReport } from '@shared/contract/creator-reports';
import { api } from '@web/lib/api-client';
import { useStoreReport } from './report-mutations';

const base = (id: string) => `/creator/reports/${encodeURIComponent(id)}`;

/**
 * POST …/audio: the episode's own audio file (its bytes decide whether it is audio we can use). With
 * `transcribe`, the server then transcribes it and generates the report.
 */
export function uploadReportAudio(
  id: string,
  file: File,
  options: { transcribe?: boolean } = {},
): Promise<CreatorReport> {
  const form = new FormData();
  form.append('file', file, file.name);
  const query = options.transcribe ? '?transcribe=true' : '';
  return api.post<CreatorReport>(`${base(id)}/audio${query}`, form, { timeoutMs: 10 * 60_000 });
}

/** POST …/transcribe: the report turns to generating (stage transcribing) and its page follows it. */
function transcribeReport(id: string): Promise<CreatorReport> {
  return api.post<CreatorReport>(`${base(id)}/transcribe`);
}

export function useUploadReportAudio(id: string) {
  const store = useStoreReport();
  return useMutation({
    mutationFn: (file: File) => uploadReportAudio(id, file),
    onSuccess: (report) => store(report),
  });
}

export function useRemoveReportAudio(id: string) {
  const store = useStoreReport();
  return useMutation({
    mutationFn: () => api.delete<CreatorReport>(`${base(id)}/audio`),
    onSuccess: (report) => store(report),
  });
}

export function useTranscribeReport(id: string) {
  const store = useStoreReport();
  return useMutation({ mutationFn: () => transcribeReport(id), onSuccess: (report) => store(report) });
}
