import { z } from 'zod';
import {
  createInviteLinkSchema,
  inviteLinkListSchema,
  inviteLinkSchema,
} from '../../../shared/contract/creator';
import { cursorQuerySchema } from '../../../shared/contract/pagination';
import type { App } from '../../app-types';
import { requireCreator } from '../creator/require-creator';
import { errorResponses, throwIfInvalid } from '../creator/route-schemas';
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
      schema: {
        tags: ['creator'],
        summary: "The creator's invite links, newest first",
        security: [{ session: [] }],
        querystring: listQuery,
        response: { 200: inviteLinkListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const creator = await requireCreator(request, app.deps.db);
      return listLinks(app.deps, creator.id, request.query);
    },
  );

  app.post(
    '/',
    {
      attachValidation: true,
      schema: {
        tags: ['creator'],
        summary: 'Create an invite link (its token is random and URL-safe)',
        security: [{ session: [] }],
        body: createInviteLinkSchema,
        response: { 201: inviteLinkSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const creator = await requireCreator(request, app.deps.db);
      throwIfInvalid(request);
      const link = await createLink(app.deps, creator.id, request.body?.label);
      return reply.status(201).send(link);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['creator'],
        summary: 'Revoke an invite link; it stops working at once',
        security: [{ session: [] }],
        params: idParams,
        response: { 200: inviteLinkSchema, ...errorResponses },
      },
    },
    async (request) => {
      const creator = await requireCreator(request, app.deps.db);
      return revokeLink(app.deps, creator.id, request.params.id);
    },
  );
}
