import { useQuery } from '@tanstack/react-query';
import type { YoutubeStatus } from '@shared/contract/creator';
import { api } from '@web/lib/api-client';
import { creatorKeys } from './query-keys';

/** GET /api/creator/youtube/status: whether this server can verify a YouTube channel at all. */
export function useYoutubeStatus() {
  return useQuery({
    queryKey: creatorKeys.youtubeStatus(),
    queryFn: ({ signal }) => api.get<YoutubeStatus>('/creator/youtube/status', { signal }),
    // A server setting: it does not change while the page is open.
    staleTime: Infinity,
  });
}
