import { z } from 'zod';
import type { App } from '../../../app-types';
import { errorResponses } from '../../../http/error-responses';
import { receiveStripeEvent, registerStripeEventJobs } from './service';

/**
 * POST /api/webhooks/stripe: Stripe's signed events (ADR 214). No session: the signature over the raw body
 * is the authentication, so the body is kept as bytes (a parser of this plugin's own scope; every other
 * route still parses JSON) and verified before anything is stored. No rate limit of ours: Stripe's
 * deliveries come in bursts from few addresses, and a refused delivery is only retried later.
 */
export async function stripeWebhookRoutes(app: App) {
  const deps = () => app.deps;
  await registerStripeEventJobs(app.deps);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook: a signed event, stored once and worked in the background',
        response: { 200: z.object({ received: z.literal(true) }), ...errorResponses },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return receiveStripeEvent(deps(), body, typeof signature === 'string' ? signature : undefined);
    },
  );
}
