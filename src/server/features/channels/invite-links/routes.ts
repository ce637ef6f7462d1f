import { z } from 'zod';
import { createInviteLinkSchema, inviteLinkListSchema, inviteLinkSchema } from '@shared/contract/creator';
import { cursorQuerySchema } from '@shared/contract/pagination';
import type { App } from '../../../app-types';
import { currentUser, requireCreator } from '../../../http/authorization';
import { errorResponses } from '../../../http/error-responses';
import { createLink, listLinks, revokeLink } from './service';

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: cursorQuerySchema,
});
const idParams = z.object({ id: z.uuid() });

/** /api/creator/invite-links: the creator's own links. The public side (/api/invites/…) is the invites feature. */
export async function inviteLinkRoutes(app: App) {
  app.get(
    '/',
    {
      onRequest: [requireCreator],
      schema: {
        tags: ['creator'],
        summary: "The creator's invite links, newest first",
        security: [{ session: [] }],
        querystring: listQuery,
        response: { 200: inviteLinkListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const creator = currentUser(request);
      return listLinks(app.deps, creator.id, request.query);
    },
  );

  app.post(
    '/',
    {
      onRequest: [requireCreator],
      schema: {
        tags: ['creator'],
        summary: 'Create an invite link (its token is random and URL-safe)',
        security: [{ session: [] }],
        body: createInviteLinkSchema,
        response: { 201: inviteLinkSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const creator = currentUser(request);
      const link = await createLink(app.deps, creator.id, request.body?.label);
      return reply.status(201).send(link);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: [requireCreator],
      schema: {
        tags: ['creator'],
        summary: 'Revoke an invite link; it stops working at once',
        security: [{ session: [] }],
        params: idParams,
        response: { 200: inviteLinkSchema, ...errorResponses },
      },
    },
    async (request) => {
      const creator = currentUser(request);
      return revokeLink(app.deps, creator.id, request.params.id);
    },
  );
}
