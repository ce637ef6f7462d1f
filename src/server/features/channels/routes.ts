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
import { channelShareImage } from './share-image';

const tags = ['channels'];
const creatorParams = z.object({ creatorId: z.string().max(100) });

/**
 * Podcast Channels and channel pages. Readable signed out too (the viewer fields are then empty); report
 * contents are only sent to readers with access.
 */
export async function channelRoutes(app: App) {
  const deps = () => ({
    db: app.deps.db,
    clock: app.deps.clock,
    paymentsEnabled: app.deps.config.payments.enabled,
  });

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

  app.get(
    '/:creatorId/share.png',
    {
      schema: {
        tags,
        summary: 'The 1200 × 630 PNG a shared channel link previews with (Open Graph image)',
        params: creatorParams,
        querystring: z.object({
          v: z
            .string()
            .max(64)
            .optional()
            .describe('The version the page head names; any other is answered too.'),
        }),
        produces: ['image/png'],
        response: {
          200: z.unknown().describe('The PNG image'),
          304: z.unknown().describe('Not modified: the image named by If-None-Match still holds'),
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const image = await channelShareImage(
        { ...deps(), storage: app.deps.storage },
        request.params.creatorId,
      );
      const etag = `"${image.version}"`;
      // The URL the page head names carries the version, so that one never changes (ADR 203); an old or
      // missing version gets today's card, kept briefly.
      void reply
        .header('etag', etag)
        .header(
          'cache-control',
          request.query.v === image.version ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/png').send(await image.png());
    },
  );
}
