import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EpisodeSources } from '@shared/contract/creator-reports';
import { api } from '@web/lib/api-client';
import { creatorReportKeys } from './query-keys';

/** GET /creator/episode-sources: whether audio alone can start a report here, and the size limits. */
function getEpisodeSources(signal?: AbortSignal): Promise<EpisodeSources> {
  return api.get<EpisodeSources>('/creator/episode-sources', signal ? { signal } : {});
}

const episodeSourcesQueryOptions = () =>
  queryOptions({
    queryKey: creatorReportKeys.episodeSources(),
    queryFn: ({ signal }) => getEpisodeSources(signal),
    // The server's configuration: it changes only with a restart.
    staleTime: Infinity,
  });

export function useEpisodeSources(enabled = true) {
  return useQuery({ ...episodeSourcesQueryOptions(), enabled });
}
