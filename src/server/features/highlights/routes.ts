import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app-types';
import { currentUser, requireUser } from '../../http/authorization';
import { apiErrorSchema } from '@shared/contract/api-error';
import {
  deleteHighlightQuerySchema,
  highlightIdParamsSchema,
  highlightListQuerySchema,
  highlightPageSchema,
  highlightSchema,
  reportHighlightsSchema,
  saveHighlightSchema,
} from '@shared/contract/highlights';
import * as service from './service';

const tags = ['highlights'];
const reportParams = z.object({ id: z.string().min(1).max(100) });

/**
 * Highlight writes per user and minute: the same budget as notes (`NOTE_WRITES_PER_MINUTE`), counted
 * apart. A reconnecting device flushes its pending highlights at once, far below it; a script looping on
 * writes is not.
 */
const highlightWriteWindowMs = 60_000;
function writeLimit(max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: highlightWriteWindowMs,
      hook: 'preHandler' as const,
      groupId: 'highlight-writes',
      keyGenerator: (request: FastifyRequest) =>
        request.sessionUser ? `highlights:user:${request.sessionUser.id}` : `highlights:ip:${request.ip}`,
    },
  };
}

/** A reader's highlights (session routes): all of them, one report's, create-or-update, delete. */
export async function highlightRoutes(app: App) {
  const now = () => app.deps.clock.now();
  const deps = (): service.HighlightDeps => ({ db: app.deps.db, parse: app.deps.config.parse });
  const limit = writeLimit(app.deps.config.noteWritesPerMinute);

  app.get(
    '/highlights',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: "The user's highlights across all reports, newest first (search q, filter creatorId)",
        querystring: highlightListQuerySchema,
        response: { 200: highlightPageSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => service.highlightPage(app.deps, currentUser(request).id, request.query),
  );

  app.get(
    '/reports/:id/highlights',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: "The user's highlights on one report, oldest first",
        params: reportParams,
        response: { 200: reportHighlightsSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      service.getReportHighlights(app.deps, currentUser(request).id, request.params.id, now()),
  );

  app.put(
    '/highlights/:id',
    {
      onRequest: [requireUser],
      config: limit,
      schema: {
        tags,
        summary:
          'Create (baseVersion 0, id made by the device) or update a highlight; 409 highlight_version_conflict when stale',
        params: highlightIdParamsSchema,
        body: saveHighlightSchema,
        response: {
          200: highlightSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) =>
      service.saveHighlight(deps(), currentUser(request).id, request.params.id, request.body, now()),
  );

  app.delete(
    '/highlights/:id',
    {
      onRequest: [requireUser],
      config: limit,
      schema: {
        tags,
        summary: 'Delete a highlight (with baseVersion, refused with 409 if it changed since)',
        params: highlightIdParamsSchema,
        querystring: deleteHighlightQuerySchema,
        response: {
          204: z.null().describe('Deleted'),
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await service.deleteHighlight(
        app.deps,
        currentUser(request).id,
        request.params.id,
        request.query.baseVersion,
      );
      return reply.status(204).send(null);
    },
  );
}
