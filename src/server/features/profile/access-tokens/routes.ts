import { z } from 'zod';
import type { App } from '../../../app-types';
import { currentUser, requireUser } from '../../../http/authorization';
import { apiErrorSchema } from '@shared/contract/api-error';
import {
  accessTokenListSchema,
  createAccessTokenSchema,
  createdAccessTokenSchema,
} from '@shared/contract/access-tokens';
import * as service from './service';

const tags = ['access tokens'];

/**
 * The signed-in reader's personal access tokens for the public API and the MCP server (session routes;
 * a token never manages tokens).
 */
export async function accessTokenRoutes(app: App) {
  const now = () => app.deps.clock.now();

  app.get(
    '/',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'Your personal access tokens that still work, newest first (never their secrets)',
        response: { 200: accessTokenListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => service.listTokens(app.deps, currentUser(request).id, now()),
  );

  app.post(
    '/',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'Create a token; its secret is in this answer only',
        body: createAccessTokenSchema,
        response: { 201: createdAccessTokenSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const created = await service.createToken(app.deps, currentUser(request).id, request.body, now());
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'Revoke a token: it stops working at once, everywhere',
        params: z.object({ id: z.uuid() }),
        response: {
          204: z.null().describe('Revoked'),
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await service.revokeToken(app.deps, currentUser(request).id, request.params.id, now());
      return reply.status(204).send(null);
    },
  );
}
