import { z } from 'zod';
import type { App } from '../../app-types';
import { currentTokenUser, tokenRoute } from '../../http/bearer-auth';
import { apiErrorSchema } from '@shared/contract/api-error';
import { cursorQuerySchema } from '@shared/contract/pagination';
import { v1SubscriptionListSchema, type V1SubscriptionList } from '@shared/contract/v1';
import * as service from './service';

/** The reader's subscriptions on the public API (bearer token, scope `read`). */
export async function subscriptionV1Routes(app: App) {
  app.get(
    '/subscriptions',
    {
      ...tokenRoute(app.deps.config, 'read'),
      schema: {
        tags: ['v1'],
        summary: "The reader's subscriptions, newest first",
        querystring: z.object({ cursor: cursorQuerySchema }),
        response: {
          200: v1SubscriptionListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request): Promise<V1SubscriptionList> => {
      const page = await service.listMySubscriptions(
        { db: app.deps.db, clock: app.deps.clock },
        currentTokenUser(request).id,
        request.query.cursor,
      );
      return {
        items: page.items.map((s) => ({
          creatorId: s.creatorId,
          channelName: s.channelName,
          creatorName: s.creatorName,
          active: s.active,
          status: s.status,
          currentPeriodEnd: s.currentPeriodEnd,
          cancelAtPeriodEnd: s.cancelAtPeriodEnd,
        })),
        nextCursor: page.nextCursor,
      };
    },
  );
}
