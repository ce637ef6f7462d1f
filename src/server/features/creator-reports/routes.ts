import { z } from 'zod';
import {
  createReportBodySchema,
  creatorReportPageSchema,
  creatorReportSchema,
  feedPreviewBodySchema,
  feedPreviewSchema,
  importReportBodySchema,
  listCreatorReportsQuerySchema,
  updateReportBodySchema,
} from '@shared/contract/creator-reports';
import { limits } from '@shared/constants';
import type { App } from '../../app-types';
import { previewFeed } from '../../rss/fetch-feed';
import { createReportGenerator } from '../../summarizer/create-report-generator';
import { errorResponses } from '../../http/error-responses';
import { currentUser, requireCreator } from '../../http/authorization';
import { registerGenerationJobs } from './generation-job';
import { audioRoutes } from './audio-routes';
import { registerTranscriptionJobs } from './transcription-job';
import { registerFeedEpisodeJobs } from './feed-episode-job';
import {
  createReport,
  deleteReport,
  getCreatorReport,
  importReport,
  listReports,
  publishReport,
  startGeneration,
  unpublishReport,
  updateReport,
} from './service';

const idParams = z.object({ id: z.uuid('The report id must be a UUID') });
/**
 * The largest transcript file (limits.transcriptMaxBytes) inside a JSON body: escaping takes a JSON
 * transcript's quotes to two bytes each (about 1.15 times its size), so twice the file always fits.
 */
const transcriptBodyLimit = 2 * limits.transcriptMaxBytes + 64 * 1024;
const tags = ['creator reports'];
const security = [{ session: [] }];

/**
 * /api/creator/reports and /api/creator/feeds: the creator's episodes and reports, RSS import,
 * generation, editing and publishing. Only the creator who owns a report can see or change it; another
 * creator's report id answers 404 and changes nothing.
 */
export async function creatorReportRoutes(app: App) {
  const deps = () => app.deps;
  await registerGenerationJobs(app.deps, createReportGenerator(app.deps.config), app.log);
  await registerTranscriptionJobs(app.deps, app.log);
  await registerFeedEpisodeJobs(app.deps, app.log);
  await app.register(audioRoutes);

  app.get(
    '/reports',
    {
      onRequest: [requireCreator],
      schema: {
        tags,
        summary: "The creator's reports of every status, newest first (cursor-paged)",
        security,
        querystring: listCreatorReportsQuerySchema,
        response: { 200: creatorReportPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const creator = currentUser(request);
      return listReports(deps(), creator.id, request.query);
    },
  );

  app.post(
    '/reports',
    {
      onRequest: [requireCreator],
      bodyLimit: transcriptBodyLimit,
      schema: {
        tags,
        summary:
          'Add an episode with its transcript (pasted or uploaded text, Markdown, SRT, WebVTT, Podcasting 2.0 JSON or HTML; the format is read from the content), or without one to transcribe its audio: creates a draft report',
        security,
        body: createReportBodySchema,
        response: { 201: creatorReportSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const creator = currentUser(request);
      return reply.status(201).send(await createReport(deps(), creator.id, request.body));
    },
  );

  app.post(
    '/reports/import',
    {
      onRequest: [requireCreator],
      bodyLimit: transcriptBodyLimit,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "Add an episode from a previewed feed; its transcript comes from the feed's podcast:transcript",
        security,
        body: importReportBodySchema,
        response: { 201: creatorReportSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const creator = currentUser(request);
      return reply.status(201).send(await importReport(deps(), creator.id, request.body));
    },
  );

  app.post(
    '/feeds/preview',
    {
      onRequest: [requireCreator],
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "List a podcast RSS feed's episodes (http/https only, public hosts, size and item count bounded)",
        security,
        body: feedPreviewBodySchema,
        response: { 200: feedPreviewSchema, ...errorResponses },
      },
    },
    async (request) => {
      return previewFeed(request.body.url, {
        allowPrivateHosts: app.deps.config.rssAllowPrivateHosts,
        parse: app.deps.config.parse,
      });
    },
  );

  app.get(
    '/reports/:id',
    {
      onRequest: [requireCreator],
      schema: {
        tags,
        summary: 'One of the creator’s reports, with its content and transcript details',
        security,
        params: idParams,
        response: { 200: creatorReportSchema, ...errorResponses },
      },
    },
    async (request) => {
      const creator = currentUser(request);
      return getCreatorReport(deps(), creator.id, request.params.id);
    },
  );

  app.patch(
    '/reports/:id',
    {
      onRequest: [requireCreator],
      bodyLimit: transcriptBodyLimit,
      schema: {
        tags,
        summary: 'Edit the title, summary (Markdown), key learnings (3–7), episode fields or transcript',
        security,
        params: idParams,
        body: updateReportBodySchema,
        response: { 200: creatorReportSchema, ...errorResponses },
      },
    },
    async (request) => {
      const creator = currentUser(request);
      return updateReport(deps(), creator.id, request.params.id, request.body);
    },
  );

  const action = (
    path: string,
    summary: string,
    run: (creatorId: string, reportId: string) => Promise<z.infer<typeof creatorReportSchema>>,
    rateLimit?: { max: number; timeWindow: string },
  ) =>
    app.post(
      path,
      {
        onRequest: [requireCreator],
        ...(rateLimit ? { config: { rateLimit } } : {}),
        schema: {
          tags,
          summary,
          security,
          params: idParams,
          response: { 200: creatorReportSchema, ...errorResponses, 503: errorResponses[422] },
        },
      },
      async (request) => {
        const creator = currentUser(request);
        return run(creator.id, (request.params as { id: string }).id);
      },
    );

  action(
    '/reports/:id/generate',
    'Generate the report from its transcript in the background (status generating → ready or failed)',
    (creatorId, id) => startGeneration(deps(), creatorId, id),
    { max: 20, timeWindow: '1 minute' },
  );
  action(
    '/reports/:id/publish',
    'Publish a ready report (or a draft with content): subscribers see it at once',
    (creatorId, id) => publishReport(deps(), creatorId, id),
  );
  action('/reports/:id/unpublish', 'Take a published report back; it stays ready', (creatorId, id) =>
    unpublishReport(deps(), creatorId, id),
  );

  app.delete(
    '/reports/:id',
    {
      onRequest: [requireCreator],
      schema: {
        tags,
        summary: 'Delete a report and its transcript',
        security,
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const creator = currentUser(request);
      await deleteReport(deps(), creator.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
