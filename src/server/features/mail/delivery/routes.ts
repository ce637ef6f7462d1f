import type { App } from '../../../app-types';
import { requireAdmin } from '../../../http/authorization';
import type { SmtpUrlSource } from '../transport';
import { apiErrorSchema } from '@shared/contract/api-error';
import { mailDeliveryListQuerySchema, mailDeliveryListSchema } from '@shared/contract/mail-deliveries';
import { registerMailDeliveryJobs } from './jobs';
import { deliveriesWithStatus } from './service';

export async function mailDeliveryRoutes(app: App, options: { smtpUrl: SmtpUrlSource }) {
  const closeTransport = await registerMailDeliveryJobs(app.deps, app.log, options);
  app.addHook('onClose', async () => closeTransport());

  app.get(
    '/admin/mail-deliveries',
    {
      onRequest: [requireAdmin],
      schema: {
        tags: ['admin'],
        summary:
          'Mail deliveries with one status, newest first; by default the ones refused for good (administrators)',
        security: [{ session: [] }],
        querystring: mailDeliveryListQuerySchema,
        response: {
          200: mailDeliveryListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => deliveriesWithStatus(app.deps, request.query.status, request.query.limit),
  );
}
