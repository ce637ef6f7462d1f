import { z } from 'zod';
import type { App } from '../../app-types';
import { optionalUser } from '../../auth/current-user';
import { currentUser, requireUser } from '../../http/authorization';
import { typedResponseSerializer } from '../../http/typed-response';
import { apiErrorSchema } from '@shared/contract/api-error';
import {
  favouriteStateSchema,
  feedChannelsSchema,
  feedFiltersSchema,
  feedPageSchema,
  feedQuerySchema,
  readStateSchema,
  reportDetailSchema,
  reportDownloadSchema,
  reportNeighboursSchema,
  reportTranscriptSchema,
} from '@shared/contract/reports';
import { reportAudioRoutes } from './audio-routes';
import { reportEventsRoutes } from './events-routes';
import { getReportTranscript } from './report-transcript';
import * as service from './service';

const tags = ['reports'];
/** Ids are checked by the service: a malformed id is a report that does not exist (404), not a 400. */
const params = z.object({ id: z.string().min(1).max(100) });
const readErrors = { 401: apiErrorSchema, 404: apiErrorSchema };

/** The reader's side of reports: feed, report page, neighbours, read marks, favourites, download, live events. */
export async function reportRoutes(app: App) {
  const now = () => app.deps.clock.now();

  await app.register(reportEventsRoutes);
  await app.register(reportAudioRoutes);

  app.get(
    '/',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'The feed: published reports of the channels the user may read, filtered, sorted, by cursor',
        querystring: feedQuerySchema,
        response: { 200: feedPageSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
      // The hottest route: its answer is built in the schema's shape, so production sends it as it is.
      serializerCompiler: typedResponseSerializer(app.deps.config.isProduction),
    },
    async (request) => service.listFeed(app.deps, currentUser(request).id, request.query, now()),
  );

  app.get(
    '/channels',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'The channels the user may read now (options of the feed channel filter)',
        response: { 200: feedChannelsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => service.listFeedChannels(app.deps, currentUser(request).id, now()),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One report: the full report with access, otherwise a teaser with subscribe information',
        params,
        response: { 200: reportDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      service.getReport(
        app.deps,
        optionalUser(request)?.id ?? null,
        request.params.id,
        now(),
        app.deps.config.payments.enabled,
      ),
  );

  app.get(
    '/:id/transcript',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary:
          'The whole transcript as turns (speaker, start, end, text), for readers with access only; ETag / If-None-Match',
        params,
        response: { 200: reportTranscriptSchema, 304: z.null(), ...readErrors },
      },
    },
    async (request, reply) => {
      const { body, etag } = await getReportTranscript(
        app.deps,
        currentUser(request).id,
        request.params.id,
        now(),
        request.headers['if-none-match'],
      );
      // Revalidated on every view (access can end), but a long transcript is not sent again unchanged.
      void reply.header('etag', etag).header('cache-control', 'private, no-cache');
      return body === null ? reply.status(304).send(null) : body;
    },
  );

  app.get(
    '/:id/neighbours',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'Previous and next report in the feed order given by the same filters',
        params,
        querystring: feedFiltersSchema,
        response: { 200: reportNeighboursSchema, 400: apiErrorSchema, ...readErrors },
      },
    },
    async (request) =>
      service.getNeighbours(app.deps, currentUser(request).id, request.params.id, request.query, now()),
  );

  for (const [method, read] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/:id/read',
      {
        onRequest: [requireUser],
        schema: {
          tags,
          summary: read ? 'Mark the report read (idempotent)' : 'Mark the report unread (idempotent)',
          params,
          response: { 200: readStateSchema, ...readErrors },
        },
      },
      async (request) => service.setRead(app.deps, currentUser(request).id, request.params.id, read, now()),
    );
    app[method](
      '/:id/favourite',
      {
        onRequest: [requireUser],
        schema: {
          tags,
          summary: read
            ? 'Add the report to favourites (idempotent)'
            : 'Remove the report from favourites (idempotent)',
          params,
          response: { 200: favouriteStateSchema, ...readErrors },
        },
      },
      async (request) =>
        service.setFavourite(app.deps, currentUser(request).id, request.params.id, read, now()),
    );
  }

  app.post(
    '/:id/download',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'A signed link (valid 3600 s) to the report as a Markdown file',
        params,
        response: { 200: reportDownloadSchema, ...readErrors },
      },
    },
    async (request) =>
      service.createDownloadLink(app.deps, currentUser(request).id, request.params.id, now()),
  );
}
