import { z } from 'zod';
import {
  backfillSchema,
  backfillStateSchema,
  startBackfillBodySchema,
} from '@shared/contract/feed-backfills';
import type { App } from '../../../app-types';
import { currentUser, requireCreator } from '../../../http/authorization';
import { errorResponses } from '../../../http/error-responses';
import { registerBackfillJobs } from './backfill-job';
import { backfillState, cancelBackfill, startBackfill } from './service';

const tags = ['connected feed'];
const security = [{ session: [] }];
const idParams = z.object({ id: z.uuid('The import id must be a UUID') });

/**
 * /api/creator/feed/backfills: import past episodes of the connected feed as a job with progress, one
 * import at a time per channel, paced to the providers (ADR 198).
 */
export async function feedBackfillRoutes(app: App) {
  const deps = () => app.deps;
  await registerBackfillJobs(app.deps, app.log);

  app.post(
    '/feed/backfills',
    {
      onRequest: [requireCreator],
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Import past episodes of the connected feed: at most `count`, newest first, within the days given (409 feed_not_connected, 409 backfill_already_running)',
        security,
        body: startBackfillBodySchema,
        response: { 201: backfillSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await startBackfill(deps(), currentUser(request).id, request.body)),
  );

  app.get(
    '/feed/backfills/current',
    {
      onRequest: [requireCreator],
      schema: {
        tags,
        summary: "The channel's running import of past episodes, else its latest one, with its progress",
        security,
        response: { 200: backfillStateSchema, ...errorResponses },
      },
    },
    async (request) => backfillState(deps(), currentUser(request).id),
  );

  app.post(
    '/feed/backfills/:id/cancel',
    {
      onRequest: [requireCreator],
      schema: {
        tags,
        summary: 'Cancel an import of past episodes: the episode in progress finishes, no other starts',
        security,
        params: idParams,
        response: { 200: backfillSchema, ...errorResponses },
      },
    },
    async (request) => cancelBackfill(deps(), currentUser(request).id, request.params.id),
  );
}
