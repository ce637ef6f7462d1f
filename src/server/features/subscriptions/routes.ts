import { z } from 'zod';
import type { App } from '../../app-types';
import { optionalUser } from '../../auth/current-user';
import { currentUser, requireUser } from '../../http/authorization';
import { apiErrorSchema } from '@shared/contract/api-error';
import { cursorQuerySchema } from '@shared/contract/pagination';
import {
  cancelSubscriptionRequestSchema,
  currentPlanResponseSchema,
  planListSchema,
  subscribeRequestSchema,
  subscriptionListSchema,
  subscriptionSchema,
  trialUsageSchema,
} from '@shared/contract/subscriptions';
import * as service from './service';

const tags = ['subscriptions'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

/** Subscriptions of the signed-in listener to creators' channels, and the platform plans. */
export async function subscriptionRoutes(app: App) {
  const deps = () => ({ db: app.deps.db, clock: app.deps.clock, stripe: app.deps.stripe });

  app.post(
    '/',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'Subscribe to a creator (free trial: at most 5 at once)',
        body: subscribeRequestSchema.nullish(),
        response: { 201: subscriptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const subscription = await service.subscribe(deps(), user.id, request.body ?? {});
      return reply.status(201).send(subscription);
    },
  );

  app.get(
    '/',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: "The signed-in user's subscriptions, newest first",
        querystring: z.object({ cursor: cursorQuerySchema }),
        response: { 200: subscriptionListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => service.listMySubscriptions(deps(), currentUser(request).id, request.query.cursor),
  );

  app.post(
    '/cancel',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'Cancel at the end of the paid period (access continues until then)',
        body: cancelSubscriptionRequestSchema.nullish(),
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (request) => service.cancelSubscription(deps(), currentUser(request).id, request.body ?? {}),
  );

  app.post(
    '/resume',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'Take a cancel back before the period ends: the subscription renews again (ADR 227)',
        body: cancelSubscriptionRequestSchema.nullish(),
        response: { 200: subscriptionSchema, ...errors, 502: apiErrorSchema },
      },
    },
    async (request) => service.resumeSubscription(deps(), currentUser(request).id, request.body ?? {}),
  );

  app.get(
    '/trial-usage',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'How many of the free-trial podcasts are used',
        response: { 200: trialUsageSchema, 401: apiErrorSchema },
      },
    },
    async (request) => service.trialUsage(app.deps, currentUser(request).id, app.deps.clock.now()),
  );

  app.get(
    '/plans',
    {
      schema: {
        tags,
        summary: 'Platform plans (basic, premium, pro) with their features',
        response: { 200: planListSchema },
      },
    },
    async () => service.listPlans(deps()),
  );

  app.get(
    '/current',
    {
      schema: {
        tags,
        summary: "The signed-in user's platform plan (the free trial during the beta); null when signed out",
        response: { 200: currentPlanResponseSchema },
      },
    },
    async (request) => service.currentPlan(deps(), optionalUser(request)?.id ?? null),
  );
}
