import type { App } from '../../../app-types';
import { requireAdmin } from '../../../http/authorization';
import { apiErrorSchema } from '@shared/contract/api-error';
import { adminUserListQuerySchema, adminUserListSchema } from '@shared/contract/admin-users';
import { adminUsersPage } from './service';

export async function adminUserRoutes(app: App) {
  app.get(
    '/admin/users',
    {
      onRequest: [requireAdmin],
      schema: {
        tags: ['admin'],
        summary: 'Every account with its role, channel and subscriptions, newest first (administrators)',
        security: [{ session: [] }],
        querystring: adminUserListQuerySchema,
        response: {
          200: adminUserListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      return adminUsersPage(app.deps, {
        limit: request.query.limit,
        q: request.query.q,
        cursor: request.query.cursor,
        adminEmails: app.deps.config.adminEmails,
        now: app.deps.clock.now(),
      });
    },
  );
}
