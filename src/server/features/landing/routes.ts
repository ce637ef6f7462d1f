import type { App } from '../../app-types';
import { apiErrorSchema } from '@shared/contract/api-error';
import {
  platformStatsSchema,
  popularPodcastsQuerySchema,
  popularPodcastsResponseSchema,
  sampleReportParamsSchema,
  sampleReportSchema,
} from '@shared/contract/landing';
import { createLandingData } from './service';

/**
 * Public and identical for every visitor, so browsers and any shared cache may keep it briefly: a new
 * subscriber shows up on the landing page within a minute. The server keeps the answer as long, so a
 * burst of visitors costs one query a minute, not one each.
 */
const publicCache = 'public, max-age=60, stale-while-revalidate=300';

export async function landingRoutes(app: App) {
  const data = createLandingData(app.deps, app.deps.clock);

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
      return { podcasts: await data.popularPodcasts(request.query.limit) };
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
      return data.platformStats();
    },
  );

  app.get(
    '/channels/:creatorId/sample-report',
    {
      schema: {
        tags: ['landing'],
        summary: "A featured channel's latest published report as a visitor may see it, for the landing page",
        params: sampleReportParamsSchema,
        response: { 200: sampleReportSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const sample = await data.sampleReport(request.params.creatorId);
      void reply.header('cache-control', publicCache);
      return sample;
    },
  );
}
