import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { YoutubeVerification } from '@shared/contract/creator';
import { api } from '@web/lib/api-client';
import { creatorKeys } from './query-keys';

function verifyYoutube(): Promise<YoutubeVerification> {
  return api.post<YoutubeVerification>('/creator/youtube/verify');
}

export function useVerifyYoutube() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyYoutube,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorKeys.settings() }),
  });
}
