import { z } from 'zod';
import type { App } from '../../app-types';
import { optionalUser } from '../../auth/current-user';
import { apiErrorSchema } from '@shared/contract/api-error';
import { cursorQuerySchema } from '@shared/contract/pagination';
import {
  channelCategoriesSchema,
  channelListQuerySchema,
  channelListSchema,
  channelPageSchema,
  channelReportPageSchema,
} from '@shared/contract/channels';
import * as service from './service';

const tags = ['channels'];
const creatorParams = z.object({ creatorId: z.string().max(100) });

/**
 * Podcast Channels and channel pages. Readable signed out too (the viewer fields are then empty); report
 * contents are only sent to readers with access.
 */
export async function channelRoutes(app: App) {
  const deps = () => ({ db: app.deps.db, clock: app.deps.clock });

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Channels by name, with search, category filter and cursor',
        querystring: channelListQuerySchema,
        response: { 200: channelListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => service.listChannelCards(deps(), optionalUser(request)?.id ?? null, request.query),
  );

  app.get(
    '/categories',
    { schema: { tags, summary: 'Every category channels use', response: { 200: channelCategoriesSchema } } },
    async () => service.listCategories(deps()),
  );

  app.get(
    '/:creatorId',
    {
      schema: {
        tags,
        summary: 'A channel with counts, price, the viewer’s subscription and its first reports',
        params: creatorParams,
        response: { 200: channelPageSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      service.getChannelPage(deps(), optionalUser(request)?.id ?? null, request.params.creatorId),
  );

  app.get(
    '/:creatorId/reports',
    {
      schema: {
        tags,
        summary: 'More of a channel’s published reports (teasers without access)',
        params: creatorParams,
        querystring: z.object({ cursor: cursorQuerySchema }),
        response: { 200: channelReportPageSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      service.listChannelReports(
        deps(),
        optionalUser(request)?.id ?? null,
        request.params.creatorId,
        request.query.cursor,
      ),
  );
}
