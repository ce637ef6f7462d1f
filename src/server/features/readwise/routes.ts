import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app-types';
import { currentUser, requireUser } from '../../http/authorization';
import { apiErrorSchema } from '@shared/contract/api-error';
import {
  connectReadwiseSchema,
  readwiseConnectionSchema,
  readwiseReportListSchema,
  readwiseSyncSchema,
  readwiseSyncStartedSchema,
} from '@shared/contract/readwise';
import * as service from './service';
import { registerReadwiseJobs } from './sync-job';

const tags = ['readwise'];
const errors = { 401: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };

/**
 * Connects and syncs per user and minute. A reader connects once and sends now and then; more than this
 * is a script, and every connect asks Readwise about a token, so the server is no token-checking oracle.
 */
export const readwiseWritesPerMinute = 10;
const writeLimit = {
  rateLimit: {
    max: readwiseWritesPerMinute,
    timeWindow: 60_000,
    hook: 'preHandler' as const,
    groupId: 'readwise-writes',
    keyGenerator: (request: FastifyRequest) =>
      request.sessionUser ? `readwise:user:${request.sessionUser.id}` : `readwise:ip:${request.ip}`,
  },
};

/** Connecting Readwise, and sending chosen reports' highlights and key learnings there (session routes). */
export async function readwiseRoutes(app: App) {
  const now = () => app.deps.clock.now();
  await registerReadwiseJobs(app.deps, app.log);

  app.get(
    '/connection',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary:
          'Whether Readwise is connected (the token only as its last four characters) and the last sync',
        response: { 200: readwiseConnectionSchema, ...errors },
      },
    },
    async (request) => service.getConnection(app.deps, currentUser(request).id),
  );

  app.put(
    '/connection',
    {
      onRequest: [requireUser],
      config: writeLimit,
      schema: {
        tags,
        summary: 'Connect with a Readwise access token (checked with Readwise, stored encrypted)',
        body: connectReadwiseSchema,
        response: {
          200: readwiseConnectionSchema,
          400: apiErrorSchema,
          422: apiErrorSchema,
          502: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => service.connect(app.deps, currentUser(request).id, request.body.token, now()),
  );

  app.delete(
    '/connection',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'Disconnect Readwise: the stored token is deleted',
        response: { 204: z.null().describe('Disconnected'), ...errors },
      },
    },
    async (request, reply) => {
      await service.disconnect(app.deps, currentUser(request).id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/reports',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'The reports the reader highlighted, to choose what to send',
        response: { 200: readwiseReportListSchema, ...errors },
      },
    },
    async (request) => service.listReports(app.deps, currentUser(request).id),
  );

  app.post(
    '/sync',
    {
      onRequest: [requireUser],
      config: writeLimit,
      schema: {
        tags,
        summary:
          "Send the chosen reports' highlights and key learnings to Readwise (in the background, once each)",
        body: readwiseSyncSchema,
        response: { 202: readwiseSyncStartedSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const started = await service.startSync(app.deps, currentUser(request).id, request.body, now());
      return reply.status(202).send(started);
    },
  );
}
