import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app-types';
import { currentUser, requireAdmin, requireUser } from '../../http/authorization';
import { badRequest } from '../../errors';
import { apiErrorSchema } from '@shared/contract/api-error';
import {
  feedbackItemSchema,
  feedbackListQuerySchema,
  feedbackListSchema,
  submitFeedbackResponseSchema,
  submitFeedbackSchema,
  updateFeedbackStatusSchema,
} from '@shared/contract/feedback';
import { feedbackPage, feedbackRateLimit, setFeedbackStatus, submitFeedback } from './service';

/**
 * A bad body gets the feature's own `feedback_invalid` code with the schema's human message ("Subject
 * must be at most 200 characters") and every problem in `details.issues` (ADR 144).
 */
function feedbackInvalid(errors: FastifySchemaValidationError[]): Error {
  const issues = errors.map((issue) => ({
    path: (issue.instancePath ?? '').replace(/^\//, ''),
    message: issue.message ?? 'Invalid value',
  }));
  const first = issues[0];
  const message =
    !first || first.path === '' ? 'Send feedbackType, subject and message as a JSON object.' : first.message;
  return badRequest('feedback_invalid', message, { issues });
}

/**
 * A bad status gets its own code (docs/product.md#admin-area); a malformed id is the generic
 * `validation_error`.
 */
function feedbackStatusInvalid(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const first = errors[0];
  if (dataVar !== 'body') {
    return badRequest('validation_error', first?.message ?? 'Invalid request');
  }
  const message = !first || first.instancePath === '' ? 'Send the status as a JSON object.' : first.message;
  return badRequest('feedback_status_invalid', message ?? 'Invalid status');
}

const feedbackIdParams = z.object({ id: z.uuid('The feedback id must be a UUID') });

export async function feedbackRoutes(app: App) {
  app.post(
    '/feedback',
    {
      onRequest: [requireUser],
      schemaErrorFormatter: feedbackInvalid,
      config: {
        rateLimit: {
          max: feedbackRateLimit.max,
          timeWindow: feedbackRateLimit.timeWindowMs,
          // Before validation: a script retrying bad bodies is still a script (ADR 144).
          hook: 'preValidation',
          groupId: 'feedback',
          keyGenerator: (request: FastifyRequest) => `feedback:user:${currentUser(request).id}`,
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
      const user = currentUser(request);
      await submitFeedback(app.deps, user, request.body, {
        userAgent: request.headers['user-agent'],
        now: app.deps.clock.now(),
      });
      return reply.status(201).send({ success: true as const });
    },
  );

  app.get(
    '/admin/feedback',
    {
      onRequest: [requireAdmin],
      schema: {
        tags: ['feedback', 'admin'],
        summary: 'All feedback, newest first (administrators)',
        security: [{ session: [] }],
        querystring: feedbackListQuerySchema,
        response: { 200: feedbackListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      return feedbackPage(app.deps, {
        limit: request.query.limit,
        cursor: request.query.cursor,
        feedbackType: request.query.feedbackType,
        status: request.query.status,
      });
    },
  );

  app.patch(
    '/admin/feedback/:id',
    {
      onRequest: [requireAdmin],
      schemaErrorFormatter: feedbackStatusInvalid,
      schema: {
        tags: ['feedback', 'admin'],
        summary: 'Set the status of a piece of feedback: new, in progress or done (administrators)',
        security: [{ session: [] }],
        params: feedbackIdParams,
        body: updateFeedbackStatusSchema,
        response: {
          200: feedbackItemSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) =>
      setFeedbackStatus(app.deps, request.params.id, request.body.status, app.deps.clock.now()),
  );
}
