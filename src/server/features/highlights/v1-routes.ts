import { z } from 'zod';
import type { App } from '../../app-types';
import { currentTokenUser, tokenRoute } from '../../http/bearer-auth';
import { apiErrorSchema } from '@shared/contract/api-error';
import {
  highlightListQuerySchema,
  v1CreateHighlightSchema,
  v1HighlightListSchema,
  v1HighlightSchema,
} from '@shared/contract/highlights';
import * as service from './service';

const tags = ['v1'];
const params = z.object({ id: z.string().min(1).max(100) });
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

/**
 * The reader's highlights on the public API: read them with scope `read` (all, or one report's), and
 * make one with `write:notes` from just its text, which the server finds in the report.
 */
export async function highlightV1Routes(app: App) {
  const now = () => app.deps.clock.now();
  const { appUrl } = app.deps.config;

  app.get(
    '/highlights',
    {
      ...tokenRoute(app.deps.config, 'read'),
      schema: {
        tags,
        summary: "The reader's highlights across reports, newest first (search q, filter creatorId)",
        querystring: highlightListQuerySchema,
        response: { 200: v1HighlightListSchema, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      service.v1HighlightPage({ db: app.deps.db, appUrl }, currentTokenUser(request).id, request.query),
  );

  app.get(
    '/reports/:id/highlights',
    {
      ...tokenRoute(app.deps.config, 'read'),
      schema: {
        tags,
        summary: "The reader's highlights on one report, newest first",
        params,
        response: { 200: v1HighlightListSchema, ...errors },
      },
    },
    async (request) =>
      service.v1ReportHighlights(
        { db: app.deps.db, appUrl },
        currentTokenUser(request).id,
        request.params.id,
        now(),
      ),
  );

  app.post(
    '/reports/:id/highlights',
    {
      ...tokenRoute(app.deps.config, 'write:notes'),
      schema: {
        tags,
        summary:
          'Highlight a passage by its text (scope write:notes); 422 highlight_text_not_found when the report does not hold it',
        params,
        body: v1CreateHighlightSchema,
        response: { 201: v1HighlightSchema, 400: apiErrorSchema, 422: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await service.v1CreateHighlight(
        { db: app.deps.db, parse: app.deps.config.parse, appUrl },
        currentTokenUser(request).id,
        request.params.id,
        request.body,
        now(),
      );
      return reply.status(201).send(created);
    },
  );
}
