import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorSettings } from '@shared/contract/creator';
import { api } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';
import { creatorKeys } from './query-keys';

/** The creator's channel settings, or null before the channel is set up (the API answers 404 then). */
async function getCreatorSettings(signal?: AbortSignal): Promise<CreatorSettings | null> {
  try {
    return await api.get<CreatorSettings>('/creator/settings', signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && error.code === 'creator_settings_not_found') return null;
    throw error;
  }
}

const creatorSettingsQueryOptions = () =>
  queryOptions({
    queryKey: creatorKeys.settings(),
    queryFn: ({ signal }) => getCreatorSettings(signal),
  });

/** `enabled: false` for someone who is not a creator: the API would only answer 403 `creator_required`. */
export function useCreatorSettings(options: { enabled?: boolean } = {}) {
  return useQuery({ ...creatorSettingsQueryOptions(), enabled: options.enabled ?? true });
}
