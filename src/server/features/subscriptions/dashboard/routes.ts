import type { App } from '../../../app-types';
import { currentUser, requireUser } from '../../../http/authorization';
import { apiErrorSchema } from '@shared/contract/api-error';
import { dashboardQuerySchema, dashboardSchema } from '@shared/contract/dashboard';
import { getDashboard } from './service';

/** GET /dashboard: the signed-in subscriber's reading statistics. */
export async function subscriberDashboardRoutes(app: App) {
  app.get(
    '/',
    {
      onRequest: [requireUser],
      schema: {
        tags: ['dashboard'],
        summary:
          'Reading statistics: this week and month, streak, time saved, favourites, unread per channel, activity',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) =>
      getDashboard(app.deps, currentUser(request).id, app.deps.clock.now(), request.query.tz),
  );
}
