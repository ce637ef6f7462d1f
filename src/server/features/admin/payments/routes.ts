import { apiErrorSchema } from '@shared/contract/api-error';
import { dashboardQuerySchema } from '@shared/contract/dashboard';
import { platformFeesSchema } from '@shared/contract/money';
import type { App } from '../../../app-types';
import { requireAdmin } from '../../../http/authorization';
import { getPlatformFees } from './service';

/** /api/admin/payments: the platform's fee revenue (issue 25 §6). */
export async function adminPaymentRoutes(app: App) {
  app.get(
    '/admin/payments',
    {
      onRequest: [requireAdmin],
      schema: {
        tags: ['admin'],
        summary:
          "The platform's fees on payments, fees given back with refunds and disputes, six months of them in the time zone `tz`, paying subscriptions and the top channels by fees (administrators)",
        security: [{ session: [] }],
        querystring: dashboardQuerySchema,
        response: { 200: platformFeesSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { db, clock, config } = app.deps;
      return getPlatformFees({ db, clock, config }, request.query.tz);
    },
  );
}
