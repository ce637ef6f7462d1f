import { z } from 'zod';
import {
  authorizationPromptSchema,
  authorizationRequestSchema,
  oauthConnectionListSchema,
  oauthDecisionResultSchema,
  oauthDecisionSchema,
} from '@shared/contract/oauth';
import { apiErrorSchema } from '@shared/contract/api-error';
import type { App } from '../../app-types';
import { currentUser, requireUser } from '../../http/authorization';
import * as connections from './connections';
import { oauthSettings } from './settings';
import * as service from './service';

const tags = ['oauth'];

/**
 * The consent page's API (docs/product.md#connecting-an-assistant-with-oauth): what a client asks for,
 * and the reader's decision. Session routes like every other /api route, so the same-origin check
 * guards the decision.
 */
export async function oauthConsentRoutes(app: App) {
  const { config } = app.deps;
  const now = () => app.deps.clock.now();
  const settings = oauthSettings(config);

  app.get(
    '/authorization',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'What an authorisation request asks for: the client, where it returns, the scopes',
        querystring: authorizationRequestSchema,
        response: { 200: authorizationPromptSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => service.getPrompt(app.deps, settings, request.query, now()),
  );

  app.post(
    '/decision',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary:
          "The reader's decision; answers where to send the browser (with code and state, or an error)",
        body: oauthDecisionSchema,
        response: { 200: oauthDecisionResultSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => service.decide(app.deps, settings, currentUser(request).id, request.body, now),
  );

  app.get(
    '/connections',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'The applications the reader connected through OAuth that can still refresh their access',
        response: { 200: oauthConnectionListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => connections.listConnections(app.deps, currentUser(request).id, now()),
  );

  app.delete(
    '/connections/:clientId',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary:
          'Disconnect an application: its refresh tokens end and its access tokens are revoked (idempotent)',
        params: z.object({ clientId: z.string().min(1).max(200) }),
        response: { 204: z.null().describe('Disconnected'), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await connections.disconnect(app.deps, currentUser(request).id, request.params.clientId, now());
      return reply.status(204).send(null);
    },
  );
}
