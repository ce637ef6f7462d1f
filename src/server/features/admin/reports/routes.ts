import type { App } from '../../../app-types';
import { requireAdmin } from '../../../http/authorization';
import { apiErrorSchema } from '@shared/contract/api-error';
import { reportGenerationListQuerySchema, reportGenerationListSchema } from '@shared/contract/admin-reports';
import { reportGenerationsPage } from './service';

export async function adminReportRoutes(app: App) {
  app.get(
    '/admin/report-generations',
    {
      onRequest: [requireAdmin],
      schema: {
        tags: ['admin'],
        summary:
          'Reports the built-in summarizer made after the language model failed, or that failed, newest first (administrators)',
        security: [{ session: [] }],
        querystring: reportGenerationListQuerySchema,
        response: {
          200: reportGenerationListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      return reportGenerationsPage(app.deps, {
        limit: request.query.limit,
        cursor: request.query.cursor,
        model: app.deps.config.llm?.model ?? null,
      });
    },
  );
}
