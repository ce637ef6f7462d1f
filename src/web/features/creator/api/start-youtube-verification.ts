import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { YoutubeVerification } from '@shared/contract/creator';
import { api } from '@web/lib/api-client';
import { creatorKeys } from './query-keys';

/** Saves the channel URL and returns the token to paste into the YouTube channel description. */
function startYoutubeVerification(channelUrl: string): Promise<YoutubeVerification> {
  return api.post<YoutubeVerification>('/creator/youtube/verification', { channelUrl });
}

export function useStartYoutubeVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startYoutubeVerification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creatorKeys.settings() }),
  });
}
