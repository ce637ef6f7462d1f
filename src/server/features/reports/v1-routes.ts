import { z } from 'zod';
import type { App } from '../../app-types';
import { currentTokenUser, tokenRoute } from '../../http/bearer-auth';
import { apiErrorSchema } from '@shared/contract/api-error';
import {
  v1FeedQuerySchema,
  v1ReportPageSchema,
  v1ReportSchema,
  v1SearchPageSchema,
  v1SearchQuerySchema,
  v1TranscriptQuerySchema,
  v1TranscriptSchema,
} from '@shared/contract/v1';
import * as v1 from './v1-service';

const tags = ['v1'];
const params = z.object({ id: z.string().min(1).max(100) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};

/** The reader's reports on the public API (bearer token, scope `read`): feed, report, transcript, search. */
export async function reportV1Routes(app: App) {
  const { config } = app.deps;
  const now = () => app.deps.clock.now();
  const read = tokenRoute(config, 'read');

  app.get(
    '/reports',
    {
      ...read,
      schema: {
        tags,
        summary: "The reader's feed: reports of the channels they may read, with the app's filters",
        querystring: v1FeedQuerySchema,
        response: { 200: v1ReportPageSchema, ...errors },
      },
    },
    async (request) =>
      v1.listReports(app.deps, config.appUrl, currentTokenUser(request).id, request.query, now()),
  );

  app.get(
    '/reports/:id',
    {
      ...read,
      schema: {
        tags,
        summary: 'A report with its summary, learnings, quotes and chapters, each linked at its moment',
        params,
        response: { 200: v1ReportSchema, ...errors },
      },
    },
    async (request) =>
      v1.getReport(app.deps, config.appUrl, currentTokenUser(request).id, request.params.id, now()),
  );

  app.get(
    '/reports/:id/transcript',
    {
      ...read,
      schema: {
        tags,
        summary: 'The transcript, whole or the segments between start and end (seconds)',
        params,
        querystring: v1TranscriptQuerySchema,
        response: { 200: v1TranscriptSchema, ...errors },
      },
    },
    async (request) =>
      v1.getTranscript(
        app.deps,
        config.parse,
        config.appUrl,
        currentTokenUser(request).id,
        request.params.id,
        request.query,
        now(),
      ),
  );

  app.get(
    '/search',
    {
      ...read,
      schema: {
        tags,
        summary: "Search the reader's reports (title, summary, learnings) and transcripts",
        querystring: v1SearchQuerySchema,
        response: { 200: v1SearchPageSchema, ...errors },
      },
    },
    async (request) => v1.search(app.deps, config.appUrl, currentTokenUser(request).id, request.query, now()),
  );
}
