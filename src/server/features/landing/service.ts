import type { AppDeps } from '../../app-types';
import type { Clock } from '../../clock';
import { landing } from '@shared/constants';
import type { PlatformStats, PopularPodcast, SampleReport } from '@shared/contract/landing';
import { notFound } from '../../errors';
import { LandingCache } from './landing-cache';
import { countPlatformStats, findLatestPublishedReports, findPopularPodcasts } from './repository';

/**
 * How long landing numbers may lag (ADR 202). The counts scan every subscription that grants access, so
 * on a large platform they cost hundreds of milliseconds; one computation a minute serves every visitor.
 */
export const landingCacheMs = 60_000;

/** The landing page's data, computed at most once a minute whatever the number of visitors. */
export function createLandingData({ db }: Pick<AppDeps, 'db'>, clock: Clock) {
  // The longest list anyone may ask for, kept once and cut to each caller's `limit`, with the sample
  // report of each featured channel computed with it, so both always agree (ADR 202).
  const popular = new LandingCache(clock, landingCacheMs, async (now) => {
    const podcasts = await findPopularPodcasts(db, now, landing.popularLimit);
    const samples = await findLatestPublishedReports(
      db,
      podcasts.map((podcast) => podcast.creator_id),
    );
    return { podcasts, samples: new Map(samples.map((sample) => [sample.creatorId, sample])) };
  });
  const stats = new LandingCache(clock, landingCacheMs, (now) => countPlatformStats(db, now));
  return {
    async popularPodcasts(limit: number): Promise<PopularPodcast[]> {
      return (await popular.get()).podcasts.slice(0, limit);
    },
    /** The latest published report of a featured channel; 404 for any other channel. */
    async sampleReport(creatorId: string): Promise<SampleReport> {
      const sample = (await popular.get()).samples.get(creatorId.toLowerCase());
      if (!sample)
        throw notFound('sample_report_not_found', 'This channel is not featured on the landing page');
      return sample;
    },
    platformStats(): Promise<PlatformStats> {
      return stats.get();
    },
  };
}
