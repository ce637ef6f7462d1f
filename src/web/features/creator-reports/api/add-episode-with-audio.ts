import { useMutation } from '@tanstack/react-query';
import type { CreatorReport, EpisodeInput } from '@shared/contract/creator-reports';
import { api } from '@web/lib/api-client';
import { useStoreReport } from './report-mutations';
import { uploadReportAudio } from './report-audio';

/**
 * An episode added with its audio alone: the draft is created, then its audio uploaded, and with
 * `transcribe` the server transcribes it and generates the report. When the upload is refused the draft
 * is removed again, so a failed add leaves nothing behind.
 */
async function addEpisodeWithAudio(input: {
  episode: EpisodeInput;
  file: File;
  transcribe: boolean;
}): Promise<CreatorReport> {
  const draft = await api.post<CreatorReport>('/creator/reports', { episode: input.episode });
  try {
    return await uploadReportAudio(draft.id, input.file, { transcribe: input.transcribe });
  } catch (error) {
    await api.delete<void>(`/creator/reports/${encodeURIComponent(draft.id)}`).catch(() => undefined);
    throw error;
  }
}

export function useAddEpisodeWithAudio() {
  const store = useStoreReport();
  return useMutation({ mutationFn: addEpisodeWithAudio, onSuccess: (report) => store(report) });
}
