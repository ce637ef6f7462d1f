import type { Clock } from '../../clock';
import type { Executor } from '../../db/client';
import { landing } from '@shared/constants';
import type { PlatformStats, PopularPodcast } from '@shared/contract/landing';
import { LandingCache } from './landing-cache';
import { countPlatformStats, findPopularPodcasts } from './repository';

/**
 * How long landing numbers may lag (ADR 082). The counts scan every subscription that grants access, so
 * on a large platform they cost hundreds of milliseconds; one computation a minute serves every visitor.
 */
export const landingCacheMs = 60_000;

/** The landing page's data, computed at most once a minute whatever the number of visitors. */
export function createLandingData(db: Executor, clock: Clock) {
  // The longest list anyone may ask for, kept once and cut to each caller's `limit`.
  const popular = new LandingCache(clock, landingCacheMs, (now) =>
    findPopularPodcasts(db, now, landing.popularLimit),
  );
  const stats = new LandingCache(clock, landingCacheMs, (now) => countPlatformStats(db, now));
  return {
    async popularPodcasts(limit: number): Promise<PopularPodcast[]> {
      return (await popular.get()).slice(0, limit);
    },
    platformStats(): Promise<PlatformStats> {
      return stats.get();
    },
  };
}
