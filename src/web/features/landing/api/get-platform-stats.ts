import type { PlatformStats, PopularPodcast } from '@shared/contract/landing';
import { api } from '@web/lib/api-client';

function isStats(value: unknown): value is PlatformStats {
  const v = value as Partial<PlatformStats> | null | undefined;
  return (
    typeof v?.total_channels === 'number' &&
    typeof v.total_subscribers === 'number' &&
    typeof v.verified_channels === 'number'
  );
}

/** The platform's counts, or null when the server answered nothing usable (then the list is used). */
export async function getPlatformStats(signal?: AbortSignal): Promise<PlatformStats | null> {
  const result = await api.get<unknown>('/landing/stats', { signal });
  return isStats(result) ? result : null;
}

/**
 * docs/product.md#landing-page: stats derived from the popular list when the stats call fails or returns
 * nothing.
 */
export function derivePlatformStats(podcasts: readonly PopularPodcast[]): PlatformStats {
  return {
    total_channels: podcasts.length,
    total_subscribers: podcasts.reduce((sum, podcast) => sum + podcast.subscriber_count, 0),
    verified_channels: podcasts.filter((podcast) => podcast.is_verified).length,
  };
}
