import type { Executor } from '../../db/client';
import type { PlatformStats, PopularPodcast } from '../../../shared/contract/landing';
import { countPlatformStats, findPopularPodcasts } from './repository';

/** The landing page's featured channels: at most `limit` (the route caps it at the spec's 20). */
export function popularPodcasts(db: Executor, now: Date, limit: number): Promise<PopularPodcast[]> {
  return findPopularPodcasts(db, now, limit);
}

export function platformStats(db: Executor, now: Date): Promise<PlatformStats> {
  return countPlatformStats(db, now);
}
