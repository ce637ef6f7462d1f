import type { App } from '../../../app-types';
import { currentUser, requireUser } from '../../../http/authorization';
import { apiErrorSchema } from '@shared/contract/api-error';
import {
  checkoutRequestSchema,
  checkoutSessionParamsSchema,
  checkoutStatusSchema,
  paymentRedirectSchema,
  paymentsConfigSchema,
} from '@shared/contract/payments';
import * as service from './service';

const tags = ['payments'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  502: apiErrorSchema,
};

/** A listener's side of paid channels (ADR 213): the payments mode, Checkout, its status, the portal. */
export async function paymentRoutes(app: App) {
  const deps = () => ({
    db: app.deps.db,
    clock: app.deps.clock,
    config: app.deps.config,
    stripe: app.deps.stripe,
  });

  app.get(
    '/config',
    {
      schema: {
        tags,
        summary: 'Whether channels are paid on this server: currency, cardless trial days, platform fee',
        response: { 200: paymentsConfigSchema },
      },
    },
    async () => service.paymentsConfig(app.deps.config),
  );

  app.post(
    '/checkout',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: "Start a paid channel's subscription (its free trial) in Stripe Checkout",
        body: checkoutRequestSchema.nullish(),
        response: { 201: paymentRedirectSchema, ...errors },
      },
    },
    async (request, reply) => {
      const redirect = await service.startCheckout(deps(), currentUser(request).id, request.body ?? {});
      return reply.status(201).send(redirect);
    },
  );

  app.get(
    '/checkout/:sessionId',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: 'Whether a Checkout has become a subscription yet (the success page waits for it)',
        params: checkoutSessionParamsSchema,
        response: {
          200: checkoutStatusSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => service.checkoutStatus(deps(), currentUser(request).id, request.params.sessionId),
  );

  app.post(
    '/portal',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: "Open the listener's Stripe customer portal (payment methods, invoices)",
        response: {
          200: paymentRedirectSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => service.openBillingPortal(deps(), currentUser(request).id),
  );
}
