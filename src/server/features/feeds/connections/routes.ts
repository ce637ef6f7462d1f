import { z } from 'zod';
import { connectFeedBodySchema, feedConnectionStateSchema } from '@shared/contract/feed-connection';
import type { App } from '../../../app-types';
import { currentUser, requireCreator } from '../../../http/authorization';
import { errorResponses } from '../../../http/error-responses';
import { registerFeedConnectionJobs } from './jobs';
import { checkFeedNow, connectFeed, disconnectFeed, getFeedConnection } from './service';

const tags = ['connected feed'];
const security = [{ session: [] }];

/**
 * /api/creator/feed: the channel's connected feed. Connect it once; a schedule checks it and imports
 * each new episode as a draft (ADR 196). Check now runs a check at once, a few times an hour at most.
 */
export async function feedConnectionRoutes(app: App) {
  const deps = () => app.deps;
  await registerFeedConnectionJobs(app.deps, app.log);

  app.get(
    '/feed',
    {
      onRequest: [requireCreator],
      schema: {
        tags,
        summary: "The channel's connected feed and how its last check went (null when none)",
        security,
        response: { 200: feedConnectionStateSchema, ...errorResponses },
      },
    },
    async (request) => getFeedConnection(deps(), currentUser(request).id),
  );

  app.put(
    '/feed',
    {
      onRequest: [requireCreator],
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Connect the show’s feed (read first; episodes published from now on are imported) or change its auto-publish',
        security,
        body: connectFeedBodySchema,
        response: { 200: feedConnectionStateSchema, ...errorResponses },
      },
    },
    async (request) => connectFeed(deps(), currentUser(request).id, request.body),
  );

  app.delete(
    '/feed',
    {
      onRequest: [requireCreator],
      schema: {
        tags,
        summary: 'Disconnect the feed; reports it imported stay',
        security,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await disconnectFeed(deps(), currentUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/feed/check',
    {
      onRequest: [requireCreator],
      config: { rateLimit: { max: 6, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Check now: read the connected feed at once and import its new episodes',
        security,
        response: { 200: feedConnectionStateSchema, ...errorResponses },
      },
    },
    async (request) => checkFeedNow(deps(), currentUser(request).id, request.log),
  );
}
