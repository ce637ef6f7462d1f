import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-types';
import { requireAdmin, requireUser } from '../../auth/current-user';
import { badRequest } from '../../errors';
import { apiErrorSchema } from '../../../shared/contract/api-error';
import {
  feedbackListQuerySchema,
  feedbackListSchema,
  submitFeedbackResponseSchema,
  submitFeedbackSchema,
} from '../../../shared/contract/feedback';
import { feedbackPage, feedbackRateLimit, submitFeedback } from './service';

/**
 * The body is validated by the schema but the error is attached instead of thrown, so that a signed-out
 * caller learns first that feedback needs an account (ADR 080), and a bad body gets the feature's own
 * `feedback_invalid` code with the schema's human message ("Subject must be at most 200 characters").
 */
function refuseInvalidBody(request: FastifyRequest): void {
  const error = request.validationError as
    (Error & { validation?: { instancePath?: string; message?: string }[] }) | undefined;
  if (!error) return;
  const issues = (error.validation ?? []).map((issue) => ({
    path: (issue.instancePath ?? '').replace(/^\//, ''),
    message: issue.message ?? 'Invalid value',
  }));
  const first = issues[0];
  const message =
    !first || first.path === '' ? 'Send feedbackType, subject and message as a JSON object.' : first.message;
  throw badRequest('feedback_invalid', message, { issues });
}

export async function feedbackRoutes(app: App) {
  app.post(
    '/feedback',
    {
      attachValidation: true,
      config: {
        rateLimit: {
          max: feedbackRateLimit.max,
          timeWindow: feedbackRateLimit.timeWindowMs,
          hook: 'preHandler',
          groupId: 'feedback',
          keyGenerator: (request: FastifyRequest) =>
            request.sessionUser ? `feedback:user:${request.sessionUser.id}` : `feedback:ip:${request.ip}`,
        },
      },
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback to the team (signed-in users)',
        security: [{ session: [] }],
        body: submitFeedbackSchema,
        response: {
          201: submitFeedbackResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      refuseInvalidBody(request);
      await submitFeedback(app.deps.db, user, request.body, {
        userAgent: request.headers['user-agent'],
        now: app.deps.clock.now(),
      });
      return reply.status(201).send({ success: true as const });
    },
  );

  app.get(
    '/admin/feedback',
    {
      schema: {
        tags: ['feedback', 'admin'],
        summary: 'All feedback, newest first (administrators)',
        security: [{ session: [] }],
        querystring: feedbackListQuerySchema,
        response: { 200: feedbackListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return feedbackPage(app.deps.db, { limit: request.query.limit, cursor: request.query.cursor });
    },
  );
}
