import { z } from 'zod';
import type { App } from '../../app-types';
import { optionalUser } from '../../auth/current-user';
import { apiErrorSchema } from '@shared/contract/api-error';
import { inviteResolutionSchema } from '@shared/contract/channels';
import { resolveInvite } from './invite-service';

/**
 * Public resolution of invite and subscribe links to the channel card they lead to (ADR 063); creators
 * make and revoke links in the invite-links feature.
 */
export async function inviteRoutes(app: App) {
  app.get(
    '/:tokenOrLinkId',
    {
      schema: {
        tags: ['invites'],
        summary: 'The channel behind an invite token or subscribe link id',
        params: z.object({ tokenOrLinkId: z.string().max(200) }),
        response: { 200: inviteResolutionSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      resolveInvite(
        { db: app.deps.db, clock: app.deps.clock, paymentsEnabled: app.deps.config.payments.enabled },
        optionalUser(request)?.id ?? null,
        request.params.tokenOrLinkId,
      ),
  );
}
