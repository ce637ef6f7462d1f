import { landing } from '@shared/constants';
import type { PlatformStats, PopularPodcast } from '@shared/contract/landing';
import { useRemoteValue } from '@web/hooks/use-remote-value';
import { derivePlatformStats, getPlatformStats } from '../api/get-platform-stats';
import { getPopularPodcasts } from '../api/get-popular-podcasts';

export interface LandingPodcasts {
  status: 'loading' | 'loaded' | 'error';
  podcasts: PopularPodcast[];
  /** null while the numbers are still on their way. */
  stats: PlatformStats | null;
  error: Error | null;
  retry: () => void;
}

/**
 * docs/product.md#landing-page: loading, then loaded or error (list empty, stats zero). The stats call
 * never decides the state: when it fails or answers nothing, the stats are derived from the list and the
 * failure is not shown (docs/product.md#landing-page), so it is tried only once.
 *
 * Plain reads rather than TanStack Query: the landing page is the first download of every visitor and is
 * built without the query library (ADR 084). The server caches both answers for a minute.
 */
export function useLandingPodcasts(): LandingPodcasts {
  const popular = useRemoteValue((signal) => getPopularPodcasts(landing.popularLimit, signal));
  const statsCall = useRemoteValue((signal) => getPlatformStats(signal), { retry: false });
  const retry = () => {
    popular.refetch();
    if (statsCall.status === 'error') statsCall.refetch();
  };
  const statsData = statsCall.status === 'success' ? statsCall.data : null;

  if (popular.status === 'pending') {
    return { status: 'loading', podcasts: [], stats: statsData, error: null, retry };
  }
  if (popular.status === 'error') {
    return {
      status: 'error',
      podcasts: [],
      // docs/product.md#landing-page: on error the list is empty and the stats are zero, whatever the stats
      // call said.
      stats: derivePlatformStats([]),
      error: popular.error,
      retry,
    };
  }
  const stats = statsCall.status === 'pending' ? null : (statsData ?? derivePlatformStats(popular.data));
  return { status: 'loaded', podcasts: popular.data, stats, error: null, retry };
}
