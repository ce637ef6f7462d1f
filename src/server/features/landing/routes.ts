import type { App } from '../../app-types';
import {
  platformStatsSchema,
  popularPodcastsQuerySchema,
  popularPodcastsResponseSchema,
} from '../../../shared/contract/landing';
import { platformStats, popularPodcasts } from './service';

/**
 * Public and identical for every visitor, so browsers and any shared cache may keep it briefly: a new
 * subscriber shows up on the landing page within a minute, and a burst of visitors costs one query.
 */
const publicCache = 'public, max-age=60, stale-while-revalidate=300';

export async function landingRoutes(app: App) {
  app.get(
    '/popular-podcasts',
    {
      schema: {
        tags: ['landing'],
        summary: 'The most subscribed channels, for the landing page',
        querystring: popularPodcastsQuerySchema,
        response: { 200: popularPodcastsResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', publicCache);
      return { podcasts: await popularPodcasts(app.deps.db, app.deps.clock.now(), request.query.limit) };
    },
  );

  app.get(
    '/stats',
    {
      schema: {
        tags: ['landing'],
        summary: 'Platform-wide channel and subscriber counts, for the landing page',
        response: { 200: platformStatsSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', publicCache);
      return platformStats(app.deps.db, app.deps.clock.now());
    },
  );
}
